// Publish this language, or every approved language of the video at once (one videos.update either way). A
// video with no default language on YouTube asks first which language its original is in. The outcome shows
// per language, with the way back: the optimization history, where the publish can be reverted.
import { useState } from 'react';
import type { TranslationJob } from '@vidcraft/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UploadCloud } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { randomUuid } from '../../lib/uuid.ts';
import { useConnections } from '../channels/use-connections.ts';
import { needsWriteAccess } from '../reauth/api-error-reporter.ts';
import { WriteAccessDialog } from '../reauth/write-access-dialog.tsx';
import { languageName } from './language-names.ts';
import { AttemptOutcome } from './publish-attempts.tsx';
import { PublishDialog } from './publish-dialog.tsx';
import {
  approvedLanguages,
  defaultLanguageChoice,
  publishAllBody,
  publishBlock,
  publishOneBody,
} from './publish-selection.ts';
import { publishAllTranslations, publishTranslation } from './translation-api.ts';
import { translationKeys } from './translation-keys.ts';
import { useJobCache } from './use-translation-jobs.ts';

type Scope = 'one' | 'all';

export function PublishActions({ job, language }: { job: TranslationJob; language: string }) {
  const { t, i18n } = useTranslation('translation');
  const client = useQueryClient();
  const { putJob } = useJobCache();
  const connections = useConnections();
  const [asking, setAsking] = useState<Scope | null>(null);
  const [writeAccess, setWriteAccess] = useState(false);
  const approved = approvedLanguages(job);
  const block = publishBlock(job, language);

  const publish = useMutation({
    mutationFn: async ({ scope, defaultLanguage }: { scope: Scope; defaultLanguage: string | null }) => {
      const key = randomUuid();
      if (scope === 'one') {
        const { attempt, job: next } = await publishTranslation(
          publishOneBody(job, language, key, defaultLanguage),
        );
        return { attempts: [attempt], jobs: [next] };
      }
      return publishAllTranslations(publishAllBody(job, key, defaultLanguage));
    },
    meta: { errorToast: false, youtube: true },
    onSuccess: ({ jobs }) => {
      for (const next of jobs) putJob(next);
      void client.invalidateQueries({ queryKey: translationKeys.attempts(job.id) });
    },
    onError: (error) => {
      if (needsWriteAccess(error)) setWriteAccess(true);
    },
  });

  const start = (scope: Scope) => {
    publish.reset();
    setAsking(scope);
  };
  const channel = connections.data?.find((item) => item.channelId === job.channelId);
  const outcome =
    publish.data?.attempts.find((attempt) => attempt.jobId === job.id) ?? publish.data?.attempts[0];

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={block !== null || publish.isPending} onClick={() => start('one')}>
          <UploadCloud aria-hidden />
          {t('publish.one', { language: languageName(language, i18n.language) })}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={approved.length === 0 || publish.isPending}
          onClick={() => start('all')}
        >
          {t('publish.all', { count: approved.length })}
        </Button>
      </div>
      {block ? <p className="text-xs text-ink-muted">{t(`publish.blocked.${block}`)}</p> : null}
      {job.engine?.pseudo ? <p className="text-xs text-warning">{t('engine.pseudoExplained')}</p> : null}
      {publish.isPending ? (
        <p className="text-sm text-ink-muted" role="status">
          {t('publish.publishing')}
        </p>
      ) : null}
      {publish.error && !needsWriteAccess(publish.error) ? (
        <ErrorNote>{publish.error.message}</ErrorNote>
      ) : null}
      {outcome ? <AttemptOutcome attempt={outcome} showHistoryLink videoId={job.videoId} /> : null}
      <PublishDialog
        key={asking ?? 'closed'}
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        videoTitle={job.videoTitle}
        languages={asking === 'all' ? approved : [language]}
        askDefaultLanguage={job.needsDefaultLanguage ? defaultLanguageChoice(job) : null}
        onConfirm={(defaultLanguage) => {
          const scope = asking ?? 'one';
          setAsking(null);
          publish.mutate({ scope, defaultLanguage });
        }}
      />
      <WriteAccessDialog
        open={writeAccess}
        onOpenChange={setWriteAccess}
        channelId={job.channelId}
        channelName={channel?.channelName ?? job.channelId}
        purpose="publish"
      />
    </div>
  );
}
