// The title: current | candidates | yours (a free field with the code-point counter and YouTube's rules), and
// the preview of the user's title as the mobile feed and desktop search show it, next to the thumbnail.
import { useState } from 'react';
import type { Connection, VideoDetails } from '@vidcraft/contracts';
import { LIMITS, titleLength, type MetadataProblem } from '@vidcraft/seo';
import { ChevronDown, Eye, Type } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { CopyAction } from './copy-action.tsx';
import { FieldColumn, FieldColumns, FieldSection } from './field-section.tsx';
import { FieldProblems, LimitCounter } from './field-problems.tsx';
import { CutFacts, TitleCandidates } from './title-candidates.tsx';
import { DesktopSearchCard, MobileHomeCard } from './youtube-cards.tsx';

interface Props {
  video: VideoDetails;
  connection: Connection | null;
  candidates: readonly { text: string; rationale: string }[];
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
  const [preview, setPreview] = useState(true);
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
      <div className="grid gap-3 border-t border-line pt-4">
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start h-auto! min-h-9 py-1.5! text-start whitespace-normal!"
          aria-expanded={preview}
          aria-controls="title-preview"
          onClick={() => setPreview((open) => !open)}
        >
          <Eye aria-hidden />
          {t('optimizer.preview.title')}
          <ChevronDown className={cn('transition-transform', preview && 'rotate-180')} aria-hidden />
        </Button>
        {preview ? (
          <div id="title-preview" className="flex flex-col gap-4 lg:flex-row">
            <MobileHomeCard video={video} connection={connection} title={value} description={description} />
            <DesktopSearchCard
              video={video}
              connection={connection}
              title={value}
              description={description}
            />
          </div>
        ) : null}
      </div>
    </FieldSection>
  );
}
