// The operator's support contact, when configured in app-config `links`; otherwise an honest note that support
// comes from whoever runs this site.
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useAppConfigPart } from '../../lib/app-config.ts';

export function SupportContact() {
  const { t } = useTranslation('Index');
  const links = useAppConfigPart('links');
  if (!links.supportEmail) {
    return <p className="leading-relaxed text-ink-muted">{t('pages.support.sections.contact.noAddress')}</p>;
  }
  return (
    <div className="grid justify-items-start gap-3 rounded-2xl bg-surface p-6 ring-1 ring-line">
      <p className="text-ink-muted">{t('pages.support.sections.contact.withAddress')}</p>
      <Button asChild variant="secondary">
        <a href={`mailto:${links.supportEmail}`}>
          <Mail aria-hidden />
          {links.supportEmail}
        </a>
      </Button>
      {links.supportHours ? (
        <p className="text-sm text-ink-muted">
          {t('pages.support.sections.contact.hours', { hours: links.supportHours })}
        </p>
      ) : null}
    </div>
  );
}
