// How the video goes out: the channel (one of the creator's connected channels), its visibility or a time to go
// public (private until then), made for kids (a required answer), the transcript as captions, what it costs in
// YouTube quota — and the Upload button with YouTube's certification sentence beside it.
import { useId } from 'react';
import type { Connection, UploadCapabilities } from '@vidcraft/contracts';
import { Plus, Upload } from 'lucide-react';
import { useLocation } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { cn } from '../../lib/cn.ts';
import { YOUTUBE_TERMS_URL } from '../../lib/external-urls.ts';
import { formatNumber } from '../../lib/format.ts';
import { currentReturnPath } from '../../lib/return-path.ts';
import { useConnectChannel } from '../channels/use-connect-channel.ts';
import { publishUnits, type PrivacyChoice, type PublishChoice, type PublishGap } from './publish-choice.ts';

const PRIVACY: readonly PrivacyChoice[] = ['private', 'unlisted', 'public', 'scheduled'];

interface Props {
  choice: PublishChoice;
  onChange: (patch: Partial<PublishChoice>) => void;
  connections: readonly Connection[];
  costs: UploadCapabilities['youtubeCosts'] | null;
  transcript: 'none' | 'rough' | 'good';
  gaps: readonly PublishGap[];
  /** Why the upload cannot go at all (the file was removed), or null. */
  blocked: 'fileRemoved' | null;
  publishing: boolean;
  onPublish: () => void;
}

const CHOICE =
  'flex cursor-pointer items-center gap-2 rounded-lg bg-surface-raised px-3 py-2 text-sm ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent';

function ConnectChannel() {
  const { t } = useTranslation('uploads');
  const location = useLocation();
  const connect = useConnectChannel();
  return (
    <div className="grid gap-2 text-sm">
      <p>{t('publish.noChannel')}</p>
      <Button
        variant="secondary"
        className="justify-self-start"
        disabled={connect.starting}
        onClick={() => connect.start(currentReturnPath(location))}
      >
        <Plus aria-hidden />
        {t('publish.connect')}
      </Button>
    </div>
  );
}

export function PublishSettings(props: Props) {
  const { choice, onChange, connections, costs, transcript, gaps, blocked, publishing, onPublish } = props;
  const { t, i18n } = useTranslation('uploads');
  const ids = { channel: useId(), schedule: useId(), kids: useId(), captions: useId(), certify: useId() };
  const channel = connections.find((connection) => connection.id === choice.connectionId);
  const units = costs ? publishUnits(choice, costs) : null;

  return (
    <div className="grid gap-5">
      <div className="grid gap-1.5">
        <label htmlFor={ids.channel} className="text-sm font-medium">
          {t('publish.channel')}
        </label>
        {connections.length === 0 ? (
          <ConnectChannel />
        ) : (
          <>
            <NativeSelect
              id={ids.channel}
              value={choice.connectionId}
              onChange={(event) => onChange({ connectionId: event.currentTarget.value })}
              className="w-full sm:max-w-sm"
            >
              {connections.map((connection) => (
                <option key={connection.id} value={connection.id}>
                  {connection.channelName}
                </option>
              ))}
            </NativeSelect>
            {channel?.status === 'needs_reauth' ? (
              <p className="text-xs text-warning">{t('publish.needsReauth')}</p>
            ) : channel && !channel.canPublish ? (
              <p className="text-xs text-ink-muted">{t('publish.needsAccess')}</p>
            ) : null}
          </>
        )}
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('publish.privacy')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {PRIVACY.map((privacy) => (
            <label key={privacy} className={CHOICE}>
              <input
                type="radio"
                name={`${ids.channel}-privacy`}
                className="accent-accent"
                checked={choice.privacy === privacy}
                onChange={() => onChange({ privacy })}
              />
              {t(`publish.${privacy}`)}
            </label>
          ))}
        </div>
        {choice.privacy === 'scheduled' ? (
          <div className="grid gap-1.5">
            <label htmlFor={ids.schedule} className="text-sm">
              {t('publish.scheduleAt')}
            </label>
            <input
              id={ids.schedule}
              type="datetime-local"
              value={choice.scheduleAt}
              onChange={(event) => onChange({ scheduleAt: event.currentTarget.value })}
              className="h-10 w-full rounded-lg bg-surface-raised px-3 text-sm ring-1 ring-line focus-visible:outline-2 focus-visible:outline-accent sm:max-w-xs"
            />
            <p
              className={cn(
                'text-xs',
                gaps.includes('schedule') && choice.scheduleAt ? 'text-danger' : 'text-ink-muted',
              )}
            >
              {gaps.includes('schedule') && choice.scheduleAt
                ? t('publish.scheduleInPast')
                : t('publish.scheduleHint')}
            </p>
          </div>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-2" aria-describedby={ids.kids}>
        <legend className="mb-1.5 text-sm font-medium">{t('publish.kids')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {([true, false] as const).map((kids) => (
            <label key={String(kids)} className={CHOICE}>
              <input
                type="radio"
                name={`${ids.kids}-kids`}
                className="accent-accent"
                checked={choice.madeForKids === kids}
                onChange={() => onChange({ madeForKids: kids })}
              />
              {kids ? t('publish.kidsYes') : t('publish.kidsNo')}
            </label>
          ))}
        </div>
        <p id={ids.kids} className="text-xs text-ink-muted">
          {t('publish.kidsHint')}
        </p>
      </fieldset>

      <div className="grid gap-1">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-accent"
            checked={choice.captions}
            disabled={transcript === 'none'}
            onChange={(event) => onChange({ captions: event.currentTarget.checked })}
            aria-describedby={ids.captions}
          />
          {t('publish.captions')}
        </label>
        {transcript === 'good' ? null : (
          <p id={ids.captions} className="text-xs text-ink-muted">
            {transcript === 'rough' ? t('publish.captionsRough') : t('publish.captionsNone')}
          </p>
        )}
      </div>

      {units !== null ? (
        <div className="grid gap-0.5 text-sm">
          <p className="font-medium">{t('publish.cost', { units: formatNumber(units, i18n.language) })}</p>
          {costs?.insertHasOwnDailyLimit ? (
            <p className="text-xs text-ink-muted">{t('publish.costInsertLimit')}</p>
          ) : null}
        </div>
      ) : null}

      {blocked ? (
        <p role="alert" className="text-sm text-warning">
          {t(`publish.missing.${blocked}`)}
        </p>
      ) : gaps.length > 0 ? (
        <ul className="grid gap-0.5 text-xs text-ink-muted">
          {gaps.map((gap) => (
            <li key={gap}>{t(`publish.missing.${gap}`)}</li>
          ))}
        </ul>
      ) : null}

      <div className="grid gap-2 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-4">
        <Button
          size="lg"
          disabled={publishing || gaps.length > 0 || blocked !== null}
          onClick={onPublish}
          aria-describedby={ids.certify}
        >
          <Upload aria-hidden />
          {publishing ? t('publish.uploading') : t('publish.button')}
        </Button>
        {/* YouTube API Services: an app that uploads shows YouTube's certification sentence by the button. */}
        <p id={ids.certify} className="text-xs text-ink-muted">
          <Trans
            t={t}
            i18nKey="publish.certify"
            components={{
              terms: (
                <a
                  href={YOUTUBE_TERMS_URL}
                  target="_blank"
                  rel="noreferrer"
                  className="text-accent underline underline-offset-4"
                />
              ),
            }}
          />
        </p>
      </div>
    </div>
  );
}
