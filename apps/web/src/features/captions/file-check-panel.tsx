// Choosing an SRT or WebVTT file and reading it on the server before anything is sent to YouTube: its problems
// by line (with the line as it stands), or its cues as they would be sent. Used to upload a new track and to
// replace one.
import { useId, useRef } from 'react';
import type { CaptionFileCheck, CaptionFileIssue } from '@vidcraft/contracts';
import { FileText, Upload } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { formatNumber } from '../../lib/format.ts';
import { captionErrorText } from './caption-errors.ts';
import { checkFile } from './captions-api.ts';
import { formatCueTime } from './cue-time.ts';

const PREVIEW_CUES = 8;

export interface CheckedFile {
  file: File;
  check: CaptionFileCheck;
}

export function IssueList({ issues }: { issues: readonly CaptionFileIssue[] }) {
  const { t, i18n } = useTranslation('captions');
  return (
    <div className="grid gap-2 rounded-xl bg-danger/10 p-3 ring-1 ring-danger/30" role="alert">
      <p className="text-sm font-semibold">
        {t('file.issues', { formatted: formatNumber(issues.length, i18n.language) })}
      </p>
      <ul className="grid gap-2 text-sm" data-testid="file-issues">
        {issues.map((issue, index) => (
          <li key={index} className="grid gap-0.5">
            <span>
              <span className="font-semibold">
                {t('file.line', { line: formatNumber(issue.line, i18n.language) })}
              </span>{' '}
              {t(`file.issue.${issue.code}`, {
                other: issue.other === null ? '' : formatNumber(issue.other + 1, i18n.language),
              })}
            </span>
            {issue.excerpt ? (
              <code dir="ltr" className="justify-self-start truncate rounded bg-page px-1.5 py-0.5 text-xs">
                {issue.excerpt}
              </code>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CuePreview({ check }: { check: CaptionFileCheck }) {
  const { t, i18n } = useTranslation('captions');
  const more = check.cues.length - PREVIEW_CUES;
  return (
    <div className="grid gap-2">
      <p className="text-sm font-semibold">
        {t('file.preview', {
          formatted: formatNumber(check.cues.length, i18n.language),
          format: check.format === 'vtt' ? 'WebVTT' : 'SRT',
        })}
      </p>
      <ol className="grid gap-1.5 text-sm" data-testid="cue-preview">
        {check.cues.slice(0, PREVIEW_CUES).map((cue, index) => (
          <li key={index} className="grid gap-0.5 rounded-lg bg-page p-2 ring-1 ring-line">
            <span dir="ltr" className="justify-self-start font-mono text-xs text-ink-muted">
              {formatCueTime(cue.startMs)} → {formatCueTime(cue.endMs)}
            </span>
            <span dir="auto" className="whitespace-pre-line">
              {cue.text}
            </span>
          </li>
        ))}
      </ol>
      {more > 0 ? (
        <p className="text-xs text-ink-muted">
          {t('file.more', { formatted: formatNumber(more, i18n.language) })}
        </p>
      ) : null}
    </div>
  );
}

export function FileCheckPanel({
  videoId,
  checked,
  onChecked,
}: {
  videoId: string;
  checked: CheckedFile | null;
  onChecked: (checked: CheckedFile | null) => void;
}) {
  const { t } = useTranslation('captions');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const check = useMutation({
    mutationFn: (file: File) => checkFile(videoId, file).then((result) => ({ file, check: result })),
    meta: { errorToast: false },
    onSuccess: onChecked,
  });
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          type="file"
          accept=".srt,.vtt,text/vtt,application/x-subrip"
          className="sr-only"
          aria-describedby={hintId}
          data-testid="caption-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            onChecked(null);
            check.mutate(file);
          }}
        />
        <Button variant="secondary" onClick={() => input.current?.click()} disabled={check.isPending}>
          <Upload aria-hidden />
          {checked ? t('file.chooseAnother') : t('file.choose')}
        </Button>
        {checked ? (
          <span className="flex min-w-0 items-center gap-1 text-sm text-ink-muted">
            <FileText className="size-4 shrink-0" aria-hidden />
            <span className="truncate" dir="auto">
              {checked.file.name}
            </span>
          </span>
        ) : null}
      </div>
      <p id={hintId} className="text-xs text-ink-muted">
        {t('file.hint')}
      </p>
      {check.isPending ? <Spinner size="sm" text={t('file.checking')} /> : null}
      {check.isError ? <ErrorNote>{captionErrorText(t, check.error)}</ErrorNote> : null}
      {checked && checked.check.issues.length > 0 ? <IssueList issues={checked.check.issues} /> : null}
      {checked && checked.check.issues.length === 0 ? <CuePreview check={checked.check} /> : null}
    </div>
  );
}
