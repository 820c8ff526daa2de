// The four core tools (spec §1).
import { ImagePlus, Languages, Upload, WandSparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading.tsx';

const TOOLS = [
  { id: 'upload', Icon: Upload },
  { id: 'optimize', Icon: WandSparkles },
  { id: 'translate', Icon: Languages },
  { id: 'thumbnails', Icon: ImagePlus },
] as const;

export function ToolCards() {
  const { t } = useTranslation('Index');
  return (
    <section aria-labelledby="tools-title" id="tools" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="tools-title"
        eyebrow={t('landing.tools.eyebrow')}
        title={t('landing.tools.title')}
        subtitle={t('landing.tools.subtitle')}
      />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TOOLS.map(({ id, Icon }) => (
          <li
            key={id}
            className="group grid content-start gap-4 rounded-2xl bg-surface p-6 ring-1 ring-line transition-colors hover:ring-accent/50"
          >
            <span className="flex size-11 items-center justify-center rounded-xl bg-accent-gradient text-accent-ink">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="text-lg font-semibold">{t(`landing.tools.items.${id}.title`)}</h3>
            <p className="text-sm text-ink-muted">{t(`landing.tools.items.${id}.description`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
