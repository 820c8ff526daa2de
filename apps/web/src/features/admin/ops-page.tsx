// The frame of an operations page: the admin check (anyone else sees the not-found screen, as the API answers
// them 404), the document title, the operations texts loaded, and the page heading.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { useMe } from '../auth/use-me.ts';
import { NotFoundContent } from '../not-found/not-found-content.tsx';

interface Props {
  title: string;
  documentTitle: string;
  lead: ReactNode;
  actions?: ReactNode;
  /** Mounted only for an admin once the texts are loaded (so its queries run for admins only). */
  children: ReactNode;
}

export function OpsPage({ title, documentTitle, lead, actions, children }: Props) {
  const me = useMe();
  const { ready } = useTranslation('operations');
  useEffect(() => {
    if (ready) document.title = documentTitle;
  }, [documentTitle, ready]);
  if (me.isPending || !ready) return <Spinner size="lg" className="min-h-[50dvh]" />;
  if (me.data?.isAdmin !== true) return <NotFoundContent />;
  return (
    <AppPage title={title} lead={lead} actions={actions}>
      {children}
    </AppPage>
  );
}

/** Loading and failure of one query, shown the same way on every operations page. */
export function QueryState({
  query,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
}) {
  const { t } = useTranslation('operations');
  if (query.isPending) {
    return (
      <StateBox role="status">
        <Spinner />
        <span className="sr-only">{t('common.loading')}</span>
      </StateBox>
    );
  }
  if (!query.isError) return null;
  return (
    <div className="grid justify-items-start gap-3">
      <ErrorNote>{t('common.loadFailed')}</ErrorNote>
      <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
        {t('common.retryLoad')}
      </Button>
    </div>
  );
}

/** How many days a report covers. */
export function RangeSelect({
  value,
  options,
  onChange,
}: {
  value: number;
  options: readonly number[];
  onChange: (days: number) => void;
}) {
  const { t } = useTranslation('operations');
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-ink-muted">{t('common.range')}</span>
      <NativeSelect value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((days) => (
          <option key={days} value={days}>
            {t('common.lastDays', { count: days })}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}

/** A titled section of a page. */
export function OpsSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The house table style: scrolls sideways on a narrow screen instead of squeezing the columns. */
// `relative`: screen-reader-only captions and headers are positioned; the scrolling box must contain them.
export const TABLE_WRAP = 'relative overflow-x-auto rounded-xl ring-1 ring-line';
export const TABLE = 'w-full text-start text-sm';
export const TH = 'p-3 text-start font-semibold whitespace-nowrap';
export const TD = 'p-3 align-top';
export const NUM = 'p-3 text-end tabular-nums whitespace-nowrap';
