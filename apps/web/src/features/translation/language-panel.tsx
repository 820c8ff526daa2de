// One video's translation into one language (GET /api/translation-results/:id): the title as YouTube's search
// shows it, the text to edit in place with YouTube's counts, the checks, the back-translation, the repairs,
// approve or reject, publish, the caption track, who edited it, reviewer links and the publish attempts. A side
// sheet on a computer, a full-width sheet on a phone.
import { useCallback, useId, useState, type ReactNode } from 'react';
import type { LanguageTranslation, TranslationJob } from '@vidcraft/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../components/ui/sheet.tsx';
import { isApiError } from '../../lib/api.ts';
import { CaptionSection } from './caption-section.tsx';
import { EngineLabel } from './engine-label.tsx';
import { FlagNote } from './flag-note.tsx';
import { languageName, nativeLanguageName, textAttributes } from './language-names.ts';
import { PublishActions } from './publish-actions.tsx';
import { PublishAttempts } from './publish-attempts.tsx';
import { ReviewActions } from './review-actions.tsx';
import { ReviewerInvites } from './reviewer-invites.tsx';
import { StatusChip } from './status-chip.tsx';
import { TitlePreview } from './title-preview.tsx';
import { editTranslation, reviewTranslation, type Decision, type TextEdit } from './translation-api.ts';
import { BackTranslation, EditAttributions, Repairs } from './translation-details.tsx';
import { CheckList, TranslationEditor } from './translation-editor.tsx';
import { useJobCache, useTranslationJob } from './use-translation-jobs.ts';

function Block({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t border-line pt-4">
      {title ? (
        <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{title}</h3>
      ) : null}
      {children}
    </section>
  );
}

function PanelBody({
  job,
  translation,
  onLanguage,
}: {
  job: TranslationJob;
  translation: LanguageTranslation;
  onLanguage: (language: string) => void;
}) {
  const { t, i18n } = useTranslation('translation');
  const selectId = useId();
  const { putLanguage } = useJobCache();
  const [dirty, setDirty] = useState(false);
  const [liveTitle, setLiveTitle] = useState(translation.title);
  const language = translation.language;
  const edit = useMutation({
    mutationFn: (change: TextEdit) => editTranslation(job.id, language, change),
    meta: { errorToast: false },
    onSuccess: (next) => putLanguage(job.id, next),
  });
  const review = useMutation({
    mutationFn: (decision: Decision) => reviewTranslation(job.id, language, decision),
    meta: { errorToast: false },
    onSuccess: (next) => putLanguage(job.id, next),
  });
  const onDirty = useCallback((value: boolean) => setDirty(value), []);
  const own = nativeLanguageName(language);
  const name = languageName(language, i18n.language);

  return (
    <>
      <div className="grid gap-2">
        <SheetTitle className="flex flex-wrap items-baseline gap-x-2 pe-8 text-xl font-semibold">
          <span>{name}</span>
          {own !== name ? (
            <span {...textAttributes(language)} className="text-base font-normal text-ink-muted">
              {own}
            </span>
          ) : null}
        </SheetTitle>
        <SheetDescription className="text-sm text-ink-muted" dir="auto">
          {job.videoTitle}
        </SheetDescription>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <StatusChip status={translation.status} />
          {job.engine ? <EngineLabel engine={job.engine} /> : <span>{t('engine.youtubeOnly')}</span>}
        </div>
        {translation.flag ? <FlagNote flag={translation.flag} /> : null}
        {job.languages.length > 1 ? (
          <div className="grid gap-1">
            <label htmlFor={selectId} className="text-xs font-medium text-ink-muted">
              {t('panel.otherLanguage')}
            </label>
            <NativeSelect id={selectId} value={language} onChange={(event) => onLanguage(event.target.value)}>
              {job.languages.map((item) => (
                <option key={item.language} value={item.language}>
                  {languageName(item.language, i18n.language)} — {t(`status.${item.status}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>
      {translation.error ? <ErrorNote>{translation.error}</ErrorNote> : null}

      {job.metadata ? (
        <>
          <Block title={t('panel.preview')}>
            <TitlePreview title={liveTitle} language={language} thumbnailUrl={job.videoThumbnailUrl} />
          </Block>
          <Block title={t('panel.text')}>
            <TranslationEditor
              key={translation.updatedAt}
              translation={translation}
              onSave={(change) => edit.mutateAsync(change).catch(() => undefined)}
              saving={edit.isPending}
              error={edit.error}
              onDirtyChange={onDirty}
              onTitleChange={setLiveTitle}
            />
            <CheckList translation={translation} />
          </Block>
          <Block title={t('panel.review')}>
            <BackTranslation translation={translation} />
            <Repairs repairs={translation.repairs} />
            <ReviewActions
              translation={translation}
              dirty={dirty}
              onDecide={(decision) => review.mutate(decision)}
              pending={review.isPending ? (review.variables ?? null) : null}
              error={review.error}
            />
          </Block>
          <Block title={t('panel.publish')}>
            <PublishActions job={job} language={language} />
          </Block>
        </>
      ) : (
        <Block title={t('panel.review')}>
          <ReviewActions
            translation={translation}
            dirty={false}
            onDecide={(decision) => review.mutate(decision)}
            pending={review.isPending ? (review.variables ?? null) : null}
            error={review.error}
          />
        </Block>
      )}
      {job.captionSource !== null || translation.caption ? (
        <Block>
          <CaptionSection job={job} language={language} />
        </Block>
      ) : null}
      <Block>
        <EditAttributions translation={translation} />
      </Block>
      <Block>
        <ReviewerInvites job={job} language={language} />
      </Block>
      <Block>
        <PublishAttempts jobId={job.id} videoId={job.videoId} />
      </Block>
    </>
  );
}

interface Props {
  jobId: string | null;
  language: string | null;
  onClose: () => void;
  onLanguage: (language: string) => void;
}

export function LanguagePanel({ jobId, language, onClose, onLanguage }: Props) {
  const { t } = useTranslation(['translation', 'common']);
  const job = useTranslationJob(jobId);
  const open = jobId !== null && language !== null;
  const translation = job.data?.languages.find((item) => item.language === language);
  let body: ReactNode;
  if (job.isPending) body = <Spinner text={t('panel.loading')} />;
  else if (job.isError && !job.data) {
    body = (
      <>
        <SheetTitle className="text-xl font-semibold">{t('panel.unavailableTitle')}</SheetTitle>
        <ErrorNote>
          {isApiError(job.error) && job.error.status === 404 ? t('panel.notFound') : job.error.message}
        </ErrorNote>
      </>
    );
  } else if (!job.data || !translation) {
    body = (
      <>
        <SheetTitle className="text-xl font-semibold">{t('panel.unavailableTitle')}</SheetTitle>
        <p className="text-sm text-ink-muted">{t('panel.noSuchLanguage')}</p>
      </>
    );
  } else {
    body = (
      <PanelBody
        key={`${job.data.id}-${translation.language}`}
        job={job.data}
        translation={translation}
        onLanguage={onLanguage}
      />
    );
  }
  return (
    <Sheet open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <SheetContent size="panel" closeLabel={t('common:actions.close')}>
        {body}
      </SheetContent>
    </Sheet>
  );
}
