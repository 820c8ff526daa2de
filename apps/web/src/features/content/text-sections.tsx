// Renders translated prose sections: for each section, a heading, paragraphs, an optional list and optional
// outbound links. `textSection` builds a section's keys — `${base}.${id}.title`, `.${paragraph}`,
// `.items.${item}`, `.links.${link}` — as literal types, so a key the English file lacks fails the typecheck
// where the section is declared.
import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { IndexKey } from '../../i18n/keys.ts';

export interface TextSection {
  id: string;
  title: IndexKey;
  paragraphs: readonly IndexKey[];
  items: readonly IndexKey[];
  links: ReadonlyArray<{ id: string; label: IndexKey; href: string }>;
  /** Extra content after the text (e.g. a contact box). */
  extra?: ReactNode;
}

interface SectionParts<P extends string, I extends string, L extends string> {
  /** The paragraphs' keys under the section; one `body` when not given. */
  paragraphs?: readonly P[];
  items?: readonly I[];
  links?: ReadonlyArray<readonly [id: L, href: string]>;
  extra?: ReactNode;
}

interface BuiltSection<
  B extends string,
  Id extends string,
  P extends string,
  I extends string,
  L extends string,
> {
  id: Id;
  title: `${B}.${Id}.title`;
  paragraphs: Array<`${B}.${Id}.${P}`>;
  items: Array<`${B}.${Id}.items.${I}`>;
  links: Array<{ id: L; label: `${B}.${Id}.links.${L}`; href: string }>;
  extra?: ReactNode;
}

// The return type is not inferred from where the section goes (NoInfer): the keys come from the arguments.
export function textSection<
  const B extends string,
  const Id extends string,
  const P extends string = 'body',
  const I extends string = never,
  const L extends string = never,
>(base: B, id: Id, parts: SectionParts<P, I, L> = {}): NoInfer<BuiltSection<B, Id, P, I, L>> {
  const prefix = `${base}.${id}` as const;
  const paragraphs: readonly P[] = parts.paragraphs ?? ['body' as P];
  return {
    id,
    title: `${prefix}.title` as const,
    paragraphs: paragraphs.map((paragraph) => `${prefix}.${paragraph}` as const),
    items: (parts.items ?? []).map((item) => `${prefix}.items.${item}` as const),
    links: (parts.links ?? []).map(([link, href]) => ({
      id: link,
      label: `${prefix}.links.${link}` as const,
      href,
    })),
    ...(parts.extra === undefined ? {} : { extra: parts.extra }),
  };
}

interface Props {
  sections: readonly TextSection[];
  numbered?: boolean;
}

export function TextSections({ sections, numbered = false }: Props) {
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
          {t(section.title)}
        </h2>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed text-ink-muted">
            {t(paragraph)}
          </p>
        ))}
        {section.items.length > 0 ? (
          <ul className="grid list-disc gap-2 ps-6 leading-relaxed text-ink-muted marker:text-accent">
            {section.items.map((item) => (
              <li key={item}>{t(item)}</li>
            ))}
          </ul>
        ) : null}
        {section.links.length > 0 ? (
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {section.links.map(({ id, label, href }) => (
              <li key={id}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-accent hover:underline"
                >
                  {t(label)}
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
