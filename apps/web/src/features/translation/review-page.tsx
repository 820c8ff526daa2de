// /review/:token — the outside reviewer's page: no sign-in and nothing else of the app, only this video's
// translation in this language (GET /api/translation-review/:token): the source text, the translation to edit
// in place, its checks and back-translation, approve or reject, and until when the link works. A link the
// server refuses shows one sentence and nothing else. Never indexed (noindex, no referrer).
import { useCallback, useState, type ReactNode } from 'react';
import type { ReviewView } from '@vidcraft/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ImageOff, Link2Off } from 'lucide-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryProvider } from '../../app/query-provider.tsx';
import { LogoMark } from '../../components/logo.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { isApiError } from '../../lib/api.ts';
import { formatDateTime, formatRelative } from '../../lib/format.ts';
import { languageName, textAttributes } from './language-names.ts';
import { useNoIndex } from './no-index.ts';
import { ReviewActions } from './review-actions.tsx';
import { Section } from './section.tsx';
import { StatusChip } from './status-chip.tsx';
import { TitlePreview } from './title-preview.tsx';
import { decideReview, editReview, fetchReview, type Decision, type TextEdit } from './translation-api.ts';
import { BackTranslation } from './translation-details.tsx';
import { CheckList, TranslationEditor } from './translation-editor.tsx';
import { translationKeys } from './translation-keys.ts';
import { TranslationTexts, useDocumentTitle } from './translation-texts.tsx';

/** The shape of a reviewer token (43 base64url characters); anything else is refused without asking. */
export const REVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line/60">
        <div className="mx-auto flex h-14 max-w-4xl items-center gap-2.5 px-4 sm:px-6">
          <LogoMark />
          <span className="text-lg font-bold tracking-tight">{t('brand.name')}</span>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-6 px-4 py-6 outline-none sm:px-6 sm:py-8"
      >
        {children}
      </main>
    </div>
  );
}

function Refused() {
  const { t } = useTranslation('translation');
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-3 rounded-2xl bg-surface p-8 text-center ring-1 ring-line"
    >
      <Link2Off className="size-8 text-ink-muted" aria-hidden />
      <h1 className="text-xl font-semibold">{t('reviewer.refused')}</h1>
    </div>
  );
}

function Review({ view, token }: { view: ReviewView; token: string }) {
  const { t, i18n } = useTranslation('translation');
  const client = useQueryClient();
  const [dirty, setDirty] = useState(false);
  const [liveTitle, setLiveTitle] = useState(view.translation.title);
  const translation = view.translation;
  const put = (next: ReviewView) => client.setQueryData(translationKeys.review(token), next);
  const edit = useMutation({ mutationFn: (change: TextEdit) => editReview(token, change), onSuccess: put });
  const decide = useMutation({
    mutationFn: (decision: Decision) => decideReview(token, decision),
    onSuccess: put,
  });
  const onDirty = useCallback((value: boolean) => setDirty(value), []);
  const target = languageName(translation.language, i18n.language);
  const source = languageName(view.sourceLanguage, i18n.language);

  return (
    <>
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('reviewer.title', { language: target })}
        </h1>
        <p className="text-pretty text-ink-muted">
          {t('reviewer.lead', { name: view.reviewerName, channel: view.channelTitle, language: target })}
        </p>
        <p className="text-sm text-ink-muted">
          {t('reviewer.expires', {
            date: formatDateTime(view.expiresAt, i18n.language),
            relative: formatRelative(view.expiresAt, i18n.language),
          })}
        </p>
      </div>
      <div className="flex items-center gap-3 rounded-2xl bg-surface p-3 ring-1 ring-line">
        <span className="flex aspect-video w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface-raised">
          {view.videoThumbnailUrl ? (
            <img
              src={view.videoThumbnailUrl}
              alt=""
              referrerPolicy="no-referrer"
              className="size-full object-cover"
            />
          ) : (
            <ImageOff className="size-5 text-ink-muted" aria-hidden />
          )}
        </span>
        <span className="grid min-w-0 gap-1">
          <span className="line-clamp-2 font-semibold" dir="auto">
            {view.videoTitle}
          </span>
          <span>
            <StatusChip status={translation.status} />
          </span>
        </span>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t('reviewer.source', { language: source })}>
          <div {...textAttributes(view.sourceLanguage)} className="grid gap-2 text-sm">
            <p className="font-semibold">{view.source.title}</p>
            <p className="whitespace-pre-line text-ink-muted">{view.source.description}</p>
          </div>
        </Section>
        <Section title={t('reviewer.translation', { language: target })}>
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
        </Section>
      </div>
      <Section title={t('panel.preview')}>
        <TitlePreview title={liveTitle} language={translation.language} thumbnailUrl={null} />
      </Section>
      <Section title={t('panel.review')}>
        <BackTranslation translation={translation} />
        <ReviewActions
          translation={translation}
          dirty={dirty}
          onDecide={(decision) => decide.mutate(decision)}
          pending={decide.isPending ? (decide.variables ?? null) : null}
          error={decide.error}
        />
        {decide.isSuccess ? (
          <p role="status" className="text-sm text-success">
            {t(
              decide.data.translation.status === 'approved'
                ? 'reviewer.thanksApproved'
                : 'reviewer.thanksRejected',
            )}
          </p>
        ) : null}
      </Section>
    </>
  );
}

function ReviewScreen() {
  const { t } = useTranslation('translation');
  const { token = '' } = useParams();
  const valid = REVIEW_TOKEN.test(token);
  useNoIndex();
  useDocumentTitle(t('reviewer.documentTitle'));
  const review = useQuery({
    queryKey: translationKeys.review(token),
    queryFn: () => fetchReview(token),
    enabled: valid,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 1,
    staleTime: Infinity,
  });
  let body;
  if (!valid || (isApiError(review.error) && [400, 404].includes(review.error.status))) body = <Refused />;
  else if (review.isPending) body = <Spinner text={t('reviewer.loading')} />;
  else if (review.isError) {
    body = (
      <div
        role="alert"
        className="grid justify-items-center gap-3 rounded-2xl bg-surface p-8 text-center ring-1 ring-line"
      >
        <p className="font-semibold">{t('reviewer.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void review.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  } else body = <Review view={review.data} token={token} />;
  return <Frame>{body}</Frame>;
}

export function ReviewPage() {
  return (
    <QueryProvider>
      <TranslationTexts>
        <ReviewScreen />
      </TranslationTexts>
    </QueryProvider>
  );
}
