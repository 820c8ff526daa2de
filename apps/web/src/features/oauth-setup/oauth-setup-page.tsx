// /oauth-setup (spec §2 "personal OAuth setup"): for people running Vidcraft themselves — which Google this
// server uses, the exact redirect URIs and scopes to register in a Google Cloud project, the environment to
// set, and the steps. Prerendered; the server-specific values fill in after hydration.
import type { ReactNode } from 'react';
import { FlaskConical, Globe, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { useAppConfig } from '../../lib/app-config.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { siteOrigin } from '../../seo/site-origin.ts';
import { useGoogleClient } from '../auth/use-google-client.ts';
import { ContentPage } from '../content/content-page.tsx';
import { CopyField, CopyValueButton } from './copy-button.tsx';
import { environmentBlock, redirectUris, SCOPES, SETUP_STEPS } from './oauth-values.ts';
import { AppNamespaceGate } from '../app-shell/app-namespace-gate.tsx';

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ModeStatus() {
  const { t } = useTranslation('app');
  const google = useGoogleClient();
  if (google.status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-ink-muted">
        <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
        {t('oauthSetup.mode.checking')}
      </p>
    );
  }
  if (google.status === 'error') return <p className="text-ink-muted">{t('oauthSetup.mode.unknown')}</p>;
  const sandbox = google.info.mode === 'sandbox';
  return (
    <div className="grid gap-3 rounded-2xl bg-surface p-5 ring-1 ring-line">
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        {t('oauthSetup.mode.label')}
        <Badge tone={sandbox ? 'info' : 'success'}>
          {sandbox ? <FlaskConical aria-hidden /> : <Globe aria-hidden />}
          {sandbox ? t('oauthSetup.mode.sandbox') : t('oauthSetup.mode.live')}
        </Badge>
      </p>
      <p className="text-ink-muted">
        {sandbox ? t('oauthSetup.mode.sandboxDescription') : t('oauthSetup.mode.liveDescription')}
      </p>
      {!sandbox ? (
        <p className="text-sm">
          {t('oauthSetup.mode.clientId')}{' '}
          <code dir="ltr" className="break-all text-ink-muted">
            {google.info.clientId}
          </code>
        </p>
      ) : null}
    </div>
  );
}

function OAuthSetupScreen() {
  const { t } = useTranslation('app');
  const hydrated = useHydrated();
  const config = useAppConfig();
  const baseUrl = hydrated ? config.apiBaseUrl || window.location.origin : siteOrigin();
  const [signInUri, connectUri] = redirectUris(baseUrl);
  const env = environmentBlock(baseUrl);

  return (
    <ContentPage eyebrow={t('oauthSetup.eyebrow')} title={t('oauthSetup.title')} lead={t('oauthSetup.lead')}>
      <Block id="mode" title={t('oauthSetup.mode.title')}>
        {hydrated ? <ModeStatus /> : null}
      </Block>
      <Block id="redirect-uris" title={t('oauthSetup.redirects.title')}>
        <p className="text-ink-muted">{t('oauthSetup.redirects.description')}</p>
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t('oauthSetup.redirects.signIn')}</p>
          <CopyField value={signInUri} label={t('oauthSetup.redirects.copySignIn')} />
        </div>
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t('oauthSetup.redirects.channels')}</p>
          <CopyField value={connectUri} label={t('oauthSetup.redirects.copyChannels')} />
        </div>
      </Block>
      <Block id="scopes" title={t('oauthSetup.scopes.title')}>
        <p className="text-ink-muted">{t('oauthSetup.scopes.description')}</p>
        <ul className="grid gap-3">
          {SCOPES.map((scope) => (
            <li key={scope.key} className="grid gap-1 rounded-xl bg-surface p-4 ring-1 ring-line">
              <code dir="ltr" className="text-sm break-all text-ink">
                {scope.value}
              </code>
              <span className="text-sm text-ink-muted">{t(`oauthSetup.scopes.${scope.key}`)}</span>
            </li>
          ))}
        </ul>
      </Block>
      <Block id="environment" title={t('oauthSetup.environment.title')}>
        <p className="text-ink-muted">{t('oauthSetup.environment.description')}</p>
        <div className="grid gap-2 rounded-xl bg-page p-4 ring-1 ring-line">
          <pre dir="ltr" className="overflow-x-auto text-sm text-ink">
            {env}
          </pre>
          <div className="justify-self-end">
            <CopyValueButton value={env} label={t('oauthSetup.environment.copy')} />
          </div>
        </div>
      </Block>
      <Block id="steps" title={t('oauthSetup.steps.title')}>
        <ol className="grid gap-4">
          {SETUP_STEPS.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-gradient text-sm font-bold text-accent-ink">
                {index + 1}
              </span>
              <div className="grid gap-1">
                <h3 className="font-semibold">{t(`oauthSetup.steps.${step}.title`)}</h3>
                <p className="text-ink-muted">{t(`oauthSetup.steps.${step}.description`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </Block>
    </ContentPage>
  );
}

export function OAuthSetupPage() {
  return (
    <AppNamespaceGate>
      <OAuthSetupScreen />
    </AppNamespaceGate>
  );
}
