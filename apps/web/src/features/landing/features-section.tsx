import { CodeXml, Cpu, Gauge, Globe, Ruler, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading.tsx';

const FEATURES = [
  { id: 'limits', Icon: Ruler },
  { id: 'score', Icon: Gauge },
  { id: 'engines', Icon: Cpu },
  { id: 'openSource', Icon: CodeXml },
  { id: 'privacy', Icon: ShieldCheck },
  { id: 'languages', Icon: Globe },
] as const;

export function FeaturesSection() {
  const { t } = useTranslation('Index');
  return (
    <section aria-labelledby="features-title" id="features" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="features-title"
        eyebrow={t('landing.features.eyebrow')}
        title={t('landing.features.title')}
        subtitle={t('landing.features.subtitle')}
      />
      <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ id, Icon }) => (
          <li key={id} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-surface-raised text-accent ring-1 ring-line">
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="grid content-start gap-1.5">
              <h3 className="font-semibold">{t(`landing.features.items.${id}.title`)}</h3>
              <p className="text-sm text-ink-muted">{t(`landing.features.items.${id}.description`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
