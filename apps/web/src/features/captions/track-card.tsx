// One caption track and what can be done with it, each with its quota cost on the button: download in a chosen
// format, edit the cues in place, replace it with a file, delete it (after a confirmation), or translate it
// with the translation tool. YouTube's automatic tracks can be downloaded only: to change one, a creator
// uploads an edited copy as a new track.
import { useState } from 'react';
import {
  bcp47Of,
  RTL_YOUTUBE_LANGUAGES,
  type CaptionCue,
  type CaptionsResponse,
  type CaptionTextFormat,
  type CaptionTrack,
} from '@vidcraft/contracts';
import { Download, Languages, Pencil, Replace, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { randomUuid } from '../../lib/uuid.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { languageName } from '../translation/language-names.ts';
import { autoTranslationPath } from '../translation/translation-paths.ts';
import { captionErrorText, fileIssuesOf } from './caption-errors.ts';
import { downloadTrack, replaceTrack, saveCues } from './captions-api.ts';
import { CueEditor } from './cue-editor.tsx';
import { DeleteTrackDialog } from './delete-track-dialog.tsx';
import { FileCheckPanel, IssueList, type CheckedFile } from './file-check-panel.tsx';
import { QuotaNote } from './quota-note.tsx';
import { captionFileName, saveCaptionFile } from './save-file.ts';
import { useCaptionAction } from './use-captions.ts';

const FORMATS: CaptionTextFormat[] = ['srt', 'vtt', 'sbv', 'ttml'];
const KINDS = { standard: true, asr: true, forced: true } as const;

type Mode = { kind: 'idle' } | { kind: 'edit'; cues: CaptionCue[] } | { kind: 'replace' };

function kindKey(kind: string | null): keyof typeof KINDS {
  const shown = (kind ?? 'standard').toLowerCase();
  return Object.hasOwn(KINDS, shown) ? (shown as keyof typeof KINDS) : 'standard';
}

export function TrackCard({
  videoId,
  track,
  captions,
  canWrite,
}: {
  videoId: string;
  track: CaptionTrack;
  captions: CaptionsResponse;
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation('captions');
  const localize = useLocalizedPath();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [format, setFormat] = useState<CaptionTextFormat>('srt');
  const [saved, setSaved] = useState<'saved' | 'replaced' | null>(null);
  const [checked, setChecked] = useState<CheckedFile | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [key, setKey] = useState(randomUuid);
  const { costs, unitsLeftToday } = captions;
  const automatic = kindKey(track.kind) === 'asr';
  const trackName = track.name || languageName(track.language, i18n.language);

  // Saving the file is part of the action, so a refused save (native share sheet) shows as its failure.
  const download = useCaptionAction(videoId, async (chosen: CaptionTextFormat) => {
    const answer = await downloadTrack(videoId, track.id, chosen);
    if (answer.text)
      await saveCaptionFile(
        answer.text.body,
        captionFileName(captions.videoId, track.language, chosen),
        chosen,
      );
    return answer;
  });
  const read = useCaptionAction(videoId, () => downloadTrack(videoId, track.id, 'vtt'));
  const save = useCaptionAction(videoId, (cues: CaptionCue[]) => saveCues(videoId, track.id, cues, key));
  const replace = useCaptionAction(videoId, (file: File) => replaceTrack(videoId, track.id, file, key));
  const busy = download.isPending || read.isPending || save.isPending || replace.isPending;
  const failed = download.error ?? read.error ?? save.error ?? replace.error;
  const issues = fileIssuesOf(replace.error);

  const startEdit = () =>
    read.mutate(undefined, {
      onSuccess: (answer) => {
        setSaved(null);
        setMode({ kind: 'edit', cues: answer.text?.cues ?? [] });
      },
    });
  const finish = (what: 'saved' | 'replaced') => {
    setSaved(what);
    setMode({ kind: 'idle' });
    setChecked(null);
    setKey(randomUuid());
  };

  return (
    <li className="grid gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line" data-testid="caption-track">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h3 className="font-semibold">
            <span lang={bcp47Of(track.language)} dir="auto">
              {trackName}
            </span>
          </h3>
          <p className="text-xs text-ink-muted">
            {languageName(track.language, i18n.language)} · <span dir="ltr">{track.language}</span>
            {track.lastUpdated
              ? ` · ${t('track.updated', { time: formatDateTime(track.lastUpdated, i18n.language) })}`
              : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge tone={automatic ? 'info' : 'neutral'}>{t(`track.kind.${kindKey(track.kind)}`)}</Badge>
          {track.isDraft ? <Badge tone="warning">{t('track.draft')}</Badge> : null}
          {track.status === 'failed' ? <Badge tone="danger">{t('track.failed')}</Badge> : null}
        </div>
      </div>

      {saved ? (
        <p className="text-sm text-success" role="status">
          {t(saved === 'saved' ? 'track.savedNote' : 'track.replacedNote')}
        </p>
      ) : null}

      {mode.kind === 'edit' ? (
        <CueEditor
          cues={mode.cues}
          language={{
            lang: bcp47Of(track.language),
            dir: RTL_YOUTUBE_LANGUAGES.includes(track.language) ? 'rtl' : 'ltr',
          }}
          units={costs.updateTrack}
          saving={save.isPending}
          onSave={(cues) => save.mutate(cues, { onSuccess: () => finish('saved') })}
          onCancel={() => setMode({ kind: 'idle' })}
        />
      ) : null}

      {mode.kind === 'replace' ? (
        <div className="grid gap-3 rounded-xl bg-page p-3 ring-1 ring-line">
          <FileCheckPanel videoId={videoId} checked={checked} onChecked={setChecked} />
          <QuotaNote units={costs.updateTrack} left={unitsLeftToday} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              onClick={() => setMode({ kind: 'idle' })}
              disabled={replace.isPending}
            >
              {t('actions.cancel')}
            </Button>
            <Button
              disabled={!checked || checked.check.issues.length > 0 || replace.isPending}
              onClick={() => checked && replace.mutate(checked.file, { onSuccess: () => finish('replaced') })}
            >
              <Replace aria-hidden />
              {replace.isPending
                ? t('track.replacing')
                : t('track.replaceSend', { units: formatNumber(costs.updateTrack, i18n.language) })}
            </Button>
          </div>
          {issues ? <IssueList issues={issues} /> : null}
        </div>
      ) : null}

      {mode.kind === 'idle' ? (
        <div className="grid gap-3">
          <div className="flex flex-wrap items-end gap-2">
            <label className="grid gap-1 text-xs text-ink-muted">
              {t('track.format')}
              <NativeSelect
                value={format}
                onChange={(event) => setFormat(event.target.value as CaptionTextFormat)}
                aria-label={t('track.format')}
                className="w-32"
              >
                {FORMATS.map((option) => (
                  <option key={option} value={option}>
                    {t(`formats.${option}`)}
                  </option>
                ))}
              </NativeSelect>
            </label>
            <Button variant="secondary" disabled={!canWrite || busy} onClick={() => download.mutate(format)}>
              <Download aria-hidden />
              {download.isPending
                ? t('track.downloading')
                : t('track.download', { units: formatNumber(costs.downloadTrack, i18n.language) })}
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={!canWrite || busy || automatic}
              onClick={startEdit}
            >
              <Pencil aria-hidden />
              {t('track.edit', { units: formatNumber(costs.downloadTrack, i18n.language) })}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={!canWrite || busy || automatic}
              onClick={() => {
                setSaved(null);
                setMode({ kind: 'replace' });
              }}
            >
              <Replace aria-hidden />
              {t('track.replace')}
            </Button>
            <Button
              variant="dangerGhost"
              size="sm"
              disabled={!canWrite || busy}
              onClick={() => setDeleting(true)}
            >
              <Trash2 aria-hidden />
              {t('track.delete', { units: formatNumber(costs.deleteTrack, i18n.language) })}
            </Button>
            <Button asChild variant="link" size="sm">
              <Link to={localize(autoTranslationPath({ video: videoId, captions: true }))}>
                <Languages aria-hidden />
                {t('track.translate')}
              </Link>
            </Button>
          </div>
          <p className="text-xs text-ink-muted">
            {automatic ? t('track.automaticHint') : t('track.readHint')}
          </p>
        </div>
      ) : null}

      {read.isPending ? <Spinner size="sm" text={t('track.reading')} /> : null}
      {failed ? <ErrorNote>{captionErrorText(t, failed)}</ErrorNote> : null}
      <DeleteTrackDialog
        open={deleting}
        onOpenChange={setDeleting}
        videoId={videoId}
        track={track}
        trackName={trackName}
        units={costs.deleteTrack}
        left={unitsLeftToday}
      />
    </li>
  );
}
