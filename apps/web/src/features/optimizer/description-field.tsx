// The description: current | suggested | yours (the text exactly as it will be published, with the UTF-8 byte
// meter and YouTube's rules), the above-the-fold previews, and the chapter and hashtag editors, which write
// into the text.
import type { SuggestionSet, VideoDetails } from '@vidcraft/contracts';
import { descriptionBytes, LIMITS, type MetadataProblem } from '@vidcraft/seo';
import { AlignLeft, Undo2, Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { Meter } from '../../components/ui/meter.tsx';
import { ChapterEditor } from './chapter-editor.tsx';
import { CopyAction } from './copy-action.tsx';
import { PreviewDisclosure } from './preview-disclosure.tsx';
import { FieldProblems } from './field-problems.tsx';
import { FieldColumn, FieldColumns, FieldSection, ValueBox } from './field-section.tsx';
import { HashtagEditor } from './hashtag-editor.tsx';
import { summarizeHashtags } from './hashtag-text.ts';
import { WatchDescriptionCard } from './youtube-cards.tsx';

interface Props {
  video: VideoDetails;
  suggestion: SuggestionSet;
  title: string;
  value: string;
  problems: MetadataProblem[];
  warnings: MetadataProblem[];
  onChange: (description: string) => void;
  onCopy: () => Promise<boolean>;
}

export function DescriptionField({
  video,
  suggestion,
  title,
  value,
  problems,
  warnings,
  onChange,
  onCopy,
}: Props) {
  const { t, i18n } = useTranslation('app');
  const bytes = descriptionBytes(value);
  const max = LIMITS.descriptionMaxBytes;
  const suggested = suggestion.content.description;
  const text = (body: string) =>
    body ? (
      <p dir="auto" className="max-h-72 overflow-auto whitespace-pre-wrap">
        {body}
      </p>
    ) : (
      <p className="text-ink-muted">{t('videos.detail.noDescription')}</p>
    );
  return (
    <FieldSection
      id="description-field"
      title={t('optimizer.fields.description')}
      Icon={AlignLeft}
      actions={
        <CopyAction
          text={t('optimizer.copy.field')}
          label={t('optimizer.copy.description')}
          onCopy={onCopy}
        />
      }
    >
      <FieldColumns>
        <FieldColumn
          label={t('optimizer.columns.current')}
          action={
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(video.description)}
              disabled={value === video.description}
            >
              <Undo2 aria-hidden />
              {t('optimizer.keepCurrent')}
            </Button>
          }
        >
          <ValueBox>{text(video.description)}</ValueBox>
        </FieldColumn>
        <FieldColumn
          label={t('optimizer.columns.suggested')}
          action={
            suggested ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(suggested)}
                disabled={value === suggested}
              >
                <Wand2 aria-hidden />
                {t('optimizer.description.useSuggested')}
              </Button>
            ) : null
          }
        >
          <ValueBox>{text(suggested)}</ValueBox>
        </FieldColumn>
        <FieldColumn mine label={t('optimizer.columns.yours')}>
          <label htmlFor="final-description" className="sr-only">
            {t('optimizer.description.yourDescription')}
          </label>
          <textarea
            id="final-description"
            value={value}
            rows={14}
            dir="auto"
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={problems.length > 0}
            aria-describedby="final-description-bytes final-description-problems"
            className={cn(
              'w-full rounded-xl bg-surface-raised p-3 text-sm leading-relaxed ring-1 focus-visible:outline-2 focus-visible:outline-accent',
              problems.length > 0 ? 'ring-danger' : 'ring-line',
            )}
          />
          <div id="final-description-bytes" className="grid gap-1">
            <Meter
              value={(bytes / max) * 100}
              label={t('optimizer.description.bytesLabel')}
              tone={bytes > max ? 'danger' : bytes > max * 0.9 ? 'warning' : 'accent'}
            />
            <span className="text-xs text-ink-muted tabular-nums">
              {t('optimizer.description.bytes', {
                bytes: bytes.toLocaleString(i18n.language),
                max: max.toLocaleString(i18n.language),
              })}
            </span>
          </div>
          <FieldProblems id="final-description-problems" problems={problems} warnings={warnings} />
        </FieldColumn>
      </FieldColumns>
      <div className="grid grid-cols-1 gap-6 border-t border-line pt-5 lg:grid-cols-2">
        <ChapterEditor
          description={value}
          durationSeconds={video.durationSeconds}
          isShort={video.isShort}
          suggested={suggestion.content.chapters}
          onChange={onChange}
        />
        <HashtagEditor
          title={title}
          description={value}
          suggested={suggestion.content.hashtags}
          onChange={onChange}
        />
      </div>
      <PreviewDisclosure
        id="description-preview"
        label={t('optimizer.preview.description')}
        initiallyOpen={false}
      >
        <WatchDescriptionCard
          description={value}
          aboveTitle={summarizeHashtags(title, value).aboveTitle}
          title={title}
          surface="watchMobile"
        />
        <WatchDescriptionCard
          description={value}
          aboveTitle={summarizeHashtags(title, value).aboveTitle}
          title={title}
          surface="watchDesktop"
        />
      </PreviewDisclosure>
    </FieldSection>
  );
}
