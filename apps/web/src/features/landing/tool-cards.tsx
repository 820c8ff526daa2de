// The four core tools (spec §1), each linking to its screen: signed-out visitors go through /login?returnTo=…
// and land on the tool after signing in (src/lib/tool-link.ts).
import { ArrowRight, ImagePlus, Languages, Upload, WandSparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../lib/auth-status.ts';
import { toolHref } from '../../lib/tool-link.ts';
import { useRouteLanguage } from '../layout/use-localized-path.ts';
import { SectionHeading } from './section-heading.tsx';

const TOOLS = [
  { id: 'upload', Icon: Upload, path: '/video-upload' },
  { id: 'optimize', Icon: WandSparkles, path: '/video-optimization' },
  { id: 'translate', Icon: Languages, path: '/auto-translation' },
  { id: 'thumbnails', Icon: ImagePlus, path: '/thumbnail-generator' },
] as const;

export function ToolCards() {
  const { t } = useTranslation('Index');
  const language = useRouteLanguage();
  const signedIn = useSignedIn();
  return (
    <section aria-labelledby="tools-title" id="tools" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="tools-title"
        eyebrow={t('landing.tools.eyebrow')}
        title={t('landing.tools.title')}
        subtitle={t('landing.tools.subtitle')}
      />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TOOLS.map(({ id, Icon, path }) => (
          <li
            key={id}
            className="group grid content-start gap-4 rounded-2xl bg-surface p-6 ring-1 ring-line transition-colors hover:ring-accent/50"
          >
            <span className="flex size-11 items-center justify-center rounded-xl bg-accent-gradient text-accent-ink">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="text-lg font-semibold">{t(`landing.tools.items.${id}.title`)}</h3>
            <p className="text-sm text-ink-muted">{t(`landing.tools.items.${id}.description`)}</p>
            <Link
              to={toolHref(path, language, signedIn)}
              className="inline-flex items-center gap-1.5 justify-self-start rounded-md text-sm font-semibold text-accent hover:underline"
            >
              {t(`landing.tools.items.${id}.action`)}
              <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
