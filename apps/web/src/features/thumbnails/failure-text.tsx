// A studio failure said in the interface language (failures.ts decides what it is); YouTube's "verify your
// channel" answer links to YouTube's verification page.
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatRelative, formatWait } from '../../lib/format.ts';
import { SeePlansLink } from '../plans/see-plans-link.tsx';
import { formatBytes } from './check-texts.ts';
import { isImageRefusal, YOUTUBE_VERIFY_URL, type StudioFailure } from './failures.ts';

export function useFailureText() {
  const { t, i18n } = useTranslation('thumbnails');
  const language = i18n.language;
  return (failure: StudioFailure, limitBytes = 10 * 1024 * 1024): string => {
    switch (failure.kind) {
      case 'writeAccess':
        return t('failures.writeAccess');
      case 'notVerified':
        return t('failures.notVerified');
      case 'monthlyLimit':
        return failure.renewsAt
          ? t('failures.monthlyLimit', { date: formatDate(failure.renewsAt, language) })
          : t('failures.monthlyLimitNoDate');
      case 'quota':
        return failure.resumeAt
          ? t('failures.quota', { time: formatRelative(failure.resumeAt, language) })
          : t('failures.quotaNoTime');
      case 'rateLimited':
        return failure.retryAfterSeconds === null
          ? t('failures.youtubeRateLimited')
          : t('failures.rateLimited', { wait: formatWait(failure.retryAfterSeconds, language) });
      case 'inProgress':
        return t('failures.inProgress');
      case 'noImageModel':
        return t('failures.noImageModel');
      case 'contentPolicy':
        return t('failures.contentPolicy');
      case 'providerAuth':
        return t('failures.providerAuth');
      case 'providerTimeout':
        return t('failures.providerTimeout');
      case 'currentUnavailable':
        return t('failures.currentUnavailable');
      case 'imageRefused':
        if (failure.reason === 'tooLarge')
          return t('failures.image.tooLarge', { size: formatBytes(limitBytes, language) });
        return isImageRefusal(failure.reason)
          ? t(`failures.image.${failure.reason}`)
          : failure.message || t('failures.unknown');
      case 'other':
        return failure.message || t('failures.unknown');
    }
  };
}

export function FailureText({ failure, limitBytes }: { failure: StudioFailure; limitBytes?: number }) {
  const { t } = useTranslation('thumbnails');
  const text = useFailureText()(failure, limitBytes);
  if (failure.kind === 'monthlyLimit')
    return (
      <>
        {text} <SeePlansLink />
      </>
    );
  if (failure.kind !== 'notVerified') return <>{text}</>;
  return (
    <>
      {text}{' '}
      <a
        href={YOUTUBE_VERIFY_URL}
        target="_blank"
        rel="noreferrer noopener"
        className="inline-flex items-center gap-1 font-semibold text-accent underline-offset-4 hover:underline"
      >
        {t('failures.verifyLink')}
        <ExternalLink className="size-3.5" aria-hidden />
      </a>
    </>
  );
}
