// What was said, with its times (m:ss; there is no player here to seek). The offline engine's transcript says
// it is rough; without a transcript the panel says why.
import type { TranscriptView, UploadAnalysis } from '@vidcraft/contracts';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { textAttributes } from '../translation/language-names.ts';
import { Panel } from './panel.tsx';
import { formatClock } from './upload-format.ts';

interface Props {
  transcript: TranscriptView | null;
  missing: UploadAnalysis['transcriptMissing'];
}

export function TranscriptPanel({ transcript, missing }: Props) {
  const { t } = useTranslation('uploads');
  let body;
  if (!transcript) {
    body = <p className="text-sm text-ink-muted">{t(`transcript.missing.${missing ?? 'noSpeech'}`)}</p>;
  } else {
    const attributes = textAttributes(transcript.language.slice(0, 2));
    body = (
      <>
        {transcript.rough ? (
          <div className="grid gap-1">
            <Badge tone="warning" className="justify-self-start">
              {t('transcript.rough')}
            </Badge>
            <p className="text-xs text-ink-muted">{t('transcript.roughNote')}</p>
          </div>
        ) : (
          <p className="text-xs text-ink-muted">{t('transcript.engine', { engine: transcript.engine })}</p>
        )}
        <ol className="grid max-h-96 gap-2 overflow-y-auto pe-1">
          {transcript.segments.map((segment) => (
            <li
              key={`${segment.start}-${segment.end}`}
              className="grid grid-cols-[3.5rem_minmax(0,1fr)] gap-2 text-sm"
            >
              <time
                dateTime={`PT${Math.floor(segment.start)}S`}
                className="pt-0.5 text-xs text-ink-muted tabular-nums"
              >
                {formatClock(segment.start)}
              </time>
              <span {...attributes}>{segment.text}</span>
            </li>
          ))}
        </ol>
      </>
    );
  }
  return (
    <Panel title={t('transcript.title')} icon={<MessageSquareText aria-hidden />}>
      {body}
    </Panel>
  );
}
