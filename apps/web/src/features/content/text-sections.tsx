// Renders translated prose sections: for each section, a heading, paragraphs, an optional list and optional
// outbound links. The keys are `${base}.${id}.title`, `.${paragraph}`, `.items.${item}`, `.links.${link}`.
import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface TextSection {
  id: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  links?: Readonly<Record<string, string>>;
  /** Extra content after the text (e.g. a contact box). */
  extra?: ReactNode;
}

interface Props {
  base: string;
  sections: readonly TextSection[];
  numbered?: boolean;
}

export function TextSections({ base, sections, numbered = false }: Props) {
  const { t } = useTranslation('Index');
  return sections.map((section, index) => {
    const headingId = `${section.id}-title`;
    return (
      <section key={section.id} aria-labelledby={headingId} className="grid gap-4">
        <h2 id={headingId} className="flex items-center gap-3 text-2xl font-bold tracking-tight">
          {numbered ? (
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent/15 text-sm text-accent">
              {index + 1}
            </span>
          ) : null}
          {t(`${base}.${section.id}.title`)}
        </h2>
        {(section.paragraphs ?? ['body']).map((paragraph) => (
          <p key={paragraph} className="leading-relaxed text-ink-muted">
            {t(`${base}.${section.id}.${paragraph}`)}
          </p>
        ))}
        {section.items ? (
          <ul className="grid list-disc gap-2 ps-6 leading-relaxed text-ink-muted marker:text-accent">
            {section.items.map((item) => (
              <li key={item}>{t(`${base}.${section.id}.items.${item}`)}</li>
            ))}
          </ul>
        ) : null}
        {section.links ? (
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {Object.entries(section.links).map(([key, href]) => (
              <li key={key}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-accent hover:underline"
                >
                  {t(`${base}.${section.id}.links.${key}`)}
                  <ExternalLink className="size-3.5" aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {section.extra}
      </section>
    );
  });
}
