// The footer (spec §2): Product, Support and Company columns — accordions, closed, on small screens — the
// copyright year, a credit line, and the operator's location, hours and support address when configured.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfigPart } from '../../lib/app-config.ts';
import { footerColumns } from './footer-columns.ts';
import { FooterAccordionPlaceholder } from './footer-accordion-placeholder.tsx';
import { FooterEntryList } from './footer-entry-list.tsx';
import { LogoMark } from '../../components/logo.tsx';

// Interactive parts load on first use, keeping Radix Accordion and Dialog off the first page load.
const loadAccordion = () => import('./footer-accordion.tsx');
const FooterAccordion = lazy(loadAccordion);
const PrivacySettingsDialog = lazy(() => import('./privacy-settings-dialog.tsx'));

export function SiteFooter() {
  const { t } = useTranslation(['Navigation', 'common']);
  const links = useAppConfigPart('links');
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const [openedColumn, setOpenedColumn] = useState<string | null>(null);
  const columns = footerColumns(links);
  const openPrivacy = () => setPrivacyOpen(true);
  const placeholder = (
    <FooterAccordionPlaceholder
      columns={columns}
      onOpen={setOpenedColumn}
      onIntent={() => void loadAccordion()}
    />
  );

  return (
    <footer className="border-t border-line bg-surface/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="grid content-start gap-3">
          <div className="flex items-center gap-2.5">
            <LogoMark />
            <span className="text-lg font-bold">{t('common:brand.name')}</span>
          </div>
          <p className="max-w-xs text-sm text-ink-muted">{t('footer.about')}</p>
        </div>

        {openedColumn === null ? (
          placeholder
        ) : (
          <Suspense fallback={placeholder}>
            <FooterAccordion columns={columns} initialOpen={openedColumn} onPrivacySettings={openPrivacy} />
          </Suspense>
        )}

        {columns.map((column) => (
          <nav key={column.id} aria-label={t(`footer.columns.${column.id}`)} className="hidden md:block">
            <h2 className="mb-4 text-sm font-semibold">{t(`footer.columns.${column.id}`)}</h2>
            <FooterEntryList column={column} onPrivacySettings={openPrivacy} />
          </nav>
        ))}
      </div>

      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-ink-muted sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>{t('footer.copyright', { year: __BUILD_YEAR__ })}</p>
          <p>
            {t('footer.credit')}
            {links.location ? <span> · {t('footer.location', { location: links.location })}</span> : null}
          </p>
          {links.supportEmail ? (
            <p>
              <a href={`mailto:${links.supportEmail}`} className="hover:text-ink">
                {t('footer.supportAddress', { email: links.supportEmail })}
              </a>
            </p>
          ) : null}
        </div>
      </div>
      {privacyOpen ? (
        <Suspense fallback={null}>
          <PrivacySettingsDialog open onOpenChange={setPrivacyOpen} />
        </Suspense>
      ) : null}
    </footer>
  );
}
