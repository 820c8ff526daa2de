// /admin/incidents: post a note on the public status page when something goes wrong, move it to monitoring,
// resolve, reopen, correct its text or delete it. The server audits every change; /status shows it at its
// next refresh. Texts live in the `status` namespace, next to the page they appear on.
import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  INCIDENT_SEVERITIES,
  type Incident,
  type IncidentSeverity,
  type UpdateIncidentBody,
} from '@vidcraft/contracts';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { STATUS_NAMESPACE } from '../../i18n/create-i18n.ts';
import { NamespaceTexts, useDocumentTitle } from '../../i18n/namespace-texts.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { randomUuid } from '../../lib/uuid.ts';
import { AppPage } from '../app-shell/app-page.tsx';
import { useLocalizedPath, useRouteLanguage } from '../layout/use-localized-path.ts';
import {
  createIncident,
  deleteIncident,
  incidentsQueryKey,
  updateIncident,
  useAdminIncidents,
} from './admin-incidents-api.ts';

const FIELD =
  'w-full rounded-lg bg-surface-raised px-3 py-2 text-sm text-ink ring-1 ring-line focus-visible:outline-2 focus-visible:outline-accent';

export function AdminIncidentsPage() {
  return (
    <NamespaceTexts namespace={STATUS_NAMESPACE}>
      <IncidentsContent />
    </NamespaceTexts>
  );
}

function IncidentsContent() {
  const { t } = useTranslation('status');
  const localize = useLocalizedPath();
  useDocumentTitle(t('admin.documentTitle'));
  return (
    <AppPage
      title={t('admin.title')}
      lead={t('admin.lead')}
      actions={
        <Button asChild variant="secondary">
          <Link to={localize('/status')}>
            <ExternalLink aria-hidden />
            {t('admin.viewPublic')}
          </Link>
        </Button>
      }
    >
      <div className="grid min-w-0 gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <NewIncidentForm />
        <IncidentList />
      </div>
    </AppPage>
  );
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function NewIncidentForm() {
  const { t } = useTranslation('status');
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [severity, setSeverity] = useState<IncidentSeverity>('minor');
  // One key per note being written: a retry after a lost answer posts it once; a new note gets a new key.
  const key = useRef(randomUuid());
  const post = useMutation({
    mutationFn: () => createIncident({ title, body, severity, idempotencyKey: key.current }),
    onSuccess: async () => {
      key.current = randomUuid();
      setTitle('');
      setBody('');
      setSeverity('minor');
      await queryClient.invalidateQueries({ queryKey: incidentsQueryKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    post.mutate();
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby="new-incident"
      className="grid content-start gap-4 rounded-2xl bg-surface p-5 ring-1 ring-line"
    >
      <h2 id="new-incident" className="text-lg font-semibold">
        {t('admin.form.heading')}
      </h2>
      <label className="grid gap-1 text-sm font-medium">
        {t('admin.form.title')}
        <input
          className={FIELD}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          minLength={3}
          maxLength={120}
        />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        {t('admin.form.body')}
        <textarea
          className={`${FIELD} min-h-32`}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          required
          maxLength={4000}
        />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        {t('admin.form.severity')}
        <NativeSelect value={severity} onChange={(e) => setSeverity(e.target.value as IncidentSeverity)}>
          {INCIDENT_SEVERITIES.map((value) => (
            <option key={value} value={value}>
              {t(`incidents.severity.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </label>
      {post.isError && <ErrorNote>{t('admin.error', { message: errorText(post.error) })}</ErrorNote>}
      <Button type="submit" disabled={post.isPending} className="justify-self-start">
        {post.isPending && <Spinner size="sm" />}
        {t('admin.form.submit')}
      </Button>
    </form>
  );
}

function IncidentList() {
  const { t } = useTranslation('status');
  const incidents = useAdminIncidents();
  return (
    <section aria-labelledby="posted-incidents" className="grid min-w-0 content-start gap-4">
      <h2 id="posted-incidents" className="text-lg font-semibold">
        {t('admin.list.heading')}
      </h2>
      {incidents.isPending ? (
        <Spinner />
      ) : incidents.isError ? (
        <ErrorNote>{t('admin.error', { message: errorText(incidents.error) })}</ErrorNote>
      ) : incidents.data.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('admin.list.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {incidents.data.map((incident) => (
            <IncidentItem key={incident.id} incident={incident} />
          ))}
        </ul>
      )}
    </section>
  );
}

function IncidentItem({ incident }: { incident: Incident }) {
  const { t } = useTranslation('status');
  const language = useRouteLanguage();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: incidentsQueryKey });
  const change = useMutation({
    mutationFn: (body: UpdateIncidentBody) => updateIncident(incident.id, body),
    onSuccess: async () => {
      setEditing(null);
      await refresh();
    },
  });
  const remove = useMutation({ mutationFn: () => deleteIncident(incident.id), onSuccess: refresh });
  const busy = change.isPending || remove.isPending;
  const error = change.error ?? remove.error;
  return (
    <li className="grid min-w-0 gap-2 rounded-2xl bg-surface p-4 ring-1 ring-line">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="me-auto font-semibold break-words">{incident.title}</h3>
        <span className="text-xs font-semibold text-ink-muted">
          {t(`incidents.severity.${incident.severity}`)} · {t(`incidents.status.${incident.status}`)}
        </span>
      </div>
      <p className="text-xs text-ink-muted">
        {t('incidents.started', { time: formatDateTime(incident.startedAt, language) })}
        {incident.resolvedAt &&
          ` · ${t('incidents.resolved', { time: formatDateTime(incident.resolvedAt, language) })}`}
      </p>
      {editing === null ? (
        <p className="text-sm whitespace-pre-line break-words">{incident.body}</p>
      ) : (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate({ body: editing });
          }}
        >
          <textarea
            aria-label={t('admin.form.body')}
            className={`${FIELD} min-h-24`}
            value={editing}
            onChange={(e) => setEditing(e.target.value)}
            required
            maxLength={4000}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              {t('admin.actions.save')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
              {t('admin.actions.cancel')}
            </Button>
          </div>
        </form>
      )}
      {error && <ErrorNote>{t('admin.error', { message: errorText(error) })}</ErrorNote>}
      <div className="flex flex-wrap gap-2">
        {incident.status === 'open' && (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => change.mutate({ status: 'monitoring' })}
          >
            {t('admin.actions.monitoring')}
          </Button>
        )}
        {incident.status !== 'resolved' ? (
          <Button size="sm" disabled={busy} onClick={() => change.mutate({ status: 'resolved' })}>
            {t('admin.actions.resolve')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => change.mutate({ status: 'open' })}
          >
            {t('admin.actions.reopen')}
          </Button>
        )}
        {editing === null && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setEditing(incident.body)}>
            {t('admin.actions.editBody')}
          </Button>
        )}
        <Button
          size="sm"
          variant="dangerGhost"
          disabled={busy}
          onClick={() => {
            if (window.confirm(t('admin.actions.confirmDelete'))) remove.mutate();
          }}
        >
          {t('admin.actions.delete')}
        </Button>
      </div>
    </li>
  );
}
