// The title: current | candidates | yours (a free field with the code-point counter and YouTube's rules), and
// the preview of the user's title as the mobile feed and desktop search show it, next to the thumbnail.
import type { Connection, SuggestionNote, VideoDetails } from '@vidcraft/contracts';
import { LIMITS, titleLength, type MetadataProblem } from '@vidcraft/seo';
import { Type } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { CopyAction } from './copy-action.tsx';
import { PreviewDisclosure } from './preview-disclosure.tsx';
import { FieldColumn, FieldColumns, FieldSection } from './field-section.tsx';
import { FieldProblems, LimitCounter } from './field-problems.tsx';
import { CutFacts, TitleCandidates } from './title-candidates.tsx';
import { DesktopSearchCard, MobileHomeCard } from './youtube-cards.tsx';

interface Props {
  video: VideoDetails;
  connection: Connection | null;
  candidates: readonly { text: string; rationale: SuggestionNote }[];
  value: string;
  description: string;
  problems: MetadataProblem[];
  onChange: (title: string) => void;
  onCopy: () => Promise<boolean>;
}

export function TitleField({
  video,
  connection,
  candidates,
  value,
  description,
  problems,
  onChange,
  onCopy,
}: Props) {
  const { t } = useTranslation('app');
  const length = titleLength(value);
  return (
    <FieldSection
      id="title-field"
      title={t('optimizer.fields.title')}
      Icon={Type}
      actions={
        <CopyAction text={t('optimizer.copy.field')} label={t('optimizer.copy.title')} onCopy={onCopy} />
      }
    >
      <FieldColumns>
        <TitleCandidates current={video.title} candidates={candidates} value={value} onChange={onChange} />
        <FieldColumn
          mine
          label={t('optimizer.columns.yours')}
          action={
            <LimitCounter
              value={length}
              max={LIMITS.titleMaxCodepoints}
              label={t('optimizer.title.counter', { length, max: LIMITS.titleMaxCodepoints })}
            />
          }
        >
          <label htmlFor="final-title" className="sr-only">
            {t('optimizer.title.yourTitle')}
          </label>
          <textarea
            id="final-title"
            value={value}
            rows={3}
            dir="auto"
            onChange={(event) => onChange(event.target.value.replace(/\n/g, ' '))}
            aria-invalid={problems.length > 0}
            aria-describedby="final-title-facts final-title-problems"
            className={cn(
              'w-full resize-none rounded-xl bg-surface-raised p-3 text-base font-medium ring-1 focus-visible:outline-2 focus-visible:outline-accent',
              problems.length > 0 ? 'ring-danger' : 'ring-line',
            )}
          />
          <span id="final-title-facts">
            <CutFacts title={value} showLength={false} />
          </span>
          <FieldProblems id="final-title-problems" problems={problems} />
        </FieldColumn>
      </FieldColumns>
      <PreviewDisclosure id="title-preview" label={t('optimizer.preview.title')} initiallyOpen={true}>
        <MobileHomeCard video={video} connection={connection} title={value} description={description} />
        <DesktopSearchCard video={video} connection={connection} title={value} description={description} />
      </PreviewDisclosure>
    </FieldSection>
  );
}
