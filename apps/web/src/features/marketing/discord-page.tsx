// /discord: the community page. The invite link is the operator's (LINK_COMMUNITY → app-config `links.community`),
// read at runtime because the page is prerendered; without one the page says so and lists the other ways to get
// help. What the community is for and its house rules are the same everywhere.
import { BookOpen, Code2, ExternalLink, Mail, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { MARKETING_NAMESPACE } from '../../i18n/create-i18n.ts';
import { NamespaceTexts } from '../../i18n/namespace-texts.tsx';
import type { AppLinks } from '../../lib/app-config.ts';
import { PublicLayout } from '../layout/public-layout.tsx';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { MarketingHero } from './marketing-hero.tsx';
import { useOperatorLinks } from './use-operator-links.ts';

const PURPOSES = ['questions', 'results', 'ideas', 'bugs'] as const;
const RULES = ['respect', 'spam', 'secrets', 'security', 'moderation'] as const;

export function DiscordPage() {
  return (
    <PublicLayout>
      <NamespaceTexts namespace={MARKETING_NAMESPACE}>
        <DiscordContent />
      </NamespaceTexts>
    </PublicLayout>
  );
}

function DiscordContent() {
  const { t } = useTranslation('marketing');
  const operator = useOperatorLinks();
  return (
    <>
      <MarketingHero eyebrow={t('discord.eyebrow')} title={t('discord.title')} lead={t('discord.lead')} />
      <div className="mx-auto grid max-w-3xl gap-12 px-4 py-12 sm:px-6 sm:py-16">
        <section aria-live="polite" className="grid gap-4 rounded-2xl bg-surface p-6 ring-1 ring-line">
          {operator.status === 'loading' ? (
            <div role="status" className="flex items-center gap-3 text-ink-muted">
              <Spinner size="sm" />
              {t('discord.checking')}
            </div>
          ) : operator.links.community ? (
            <JoinCommunity href={operator.links.community} />
          ) : (
            <NoCommunity links={operator.links} />
          )}
        </section>
        <section aria-labelledby="purpose-title" className="grid gap-4">
          <h2 id="purpose-title" className="text-2xl font-bold tracking-tight">
            {t('discord.purposeTitle')}
          </h2>
          <ul className="grid list-disc gap-2 ps-5 leading-relaxed text-ink-muted marker:text-accent">
            {PURPOSES.map((id) => (
              <li key={id}>{t(`discord.purpose.${id}`)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="rules-title" className="grid gap-4">
          <h2 id="rules-title" className="text-2xl font-bold tracking-tight">
            {t('discord.rulesTitle')}
          </h2>
          <ol className="grid list-decimal gap-2 ps-5 leading-relaxed text-ink-muted marker:text-accent">
            {RULES.map((id) => (
              <li key={id}>{t(`discord.rules.${id}`)}</li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}

function JoinCommunity({ href }: { href: string }) {
  const { t } = useTranslation('marketing');
  return (
    <>
      <Button asChild size="lg" className="justify-self-start">
        <a href={href} target="_blank" rel="noopener noreferrer">
          <MessagesSquare aria-hidden />
          {t('discord.join')}
          <ExternalLink aria-hidden />
        </a>
      </Button>
      <p className="text-sm text-ink-muted">{t('discord.joinNote')}</p>
    </>
  );
}

function NoCommunity({ links }: { links: AppLinks }) {
  const { t } = useTranslation('marketing');
  const localize = useLocalizedPath();
  const linkClass = 'inline-flex items-center gap-2 font-semibold text-accent hover:underline';
  return (
    <>
      <h2 className="text-xl font-semibold">{t('discord.noneTitle')}</h2>
      {/* Note-sized like joinNote: this arrives with the config, after the first paint, and must not become the
          largest paint of the page (LCP) in languages where it is longer than the hero lead. */}
      <p className="text-sm text-ink-muted">{t('discord.noneBody')}</p>
      <ul className="grid gap-3">
        <li>
          <Link to={localize('/support')} className={linkClass}>
            <BookOpen className="size-4" aria-hidden />
            {t('discord.helpSupport')}
          </Link>
        </li>
        {links.supportEmail ? (
          <li>
            <a href={`mailto:${links.supportEmail}`} className={linkClass}>
              <Mail className="size-4" aria-hidden />
              {t('discord.helpEmail', { email: links.supportEmail })}
            </a>
          </li>
        ) : null}
        {links.repository ? (
          <li>
            <a href={links.repository} target="_blank" rel="noopener noreferrer" className={linkClass}>
              <Code2 className="size-4" aria-hidden />
              {t('discord.helpRepository')}
            </a>
          </li>
        ) : null}
      </ul>
    </>
  );
}
