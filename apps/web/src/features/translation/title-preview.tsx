// The translated title as YouTube's search results show it, on a computer and on a phone: cut where
// @vidcraft/seo's width model cuts it (the script's real widths, not a character count), laid out right to
// left for Arabic, Persian, Hebrew and Urdu, and marked with its language. The mock-ups keep YouTube's real
// sizes and are scaled down whole where the panel is narrower.
import { previewTitle, TITLE_SURFACES, type TitleSurface } from '@vidcraft/seo';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { ScaledToFit } from '../optimizer/scaled-to-fit.tsx';
import { textAttributes } from './language-names.ts';

const YT_FONT = { fontFamily: 'Roboto, Arial, var(--font-sans)' } as const;
const LOOKS: Record<'desktopSearch' | 'mobileSearch', { thumbnail: string; text: string }> = {
  desktopSearch: { thumbnail: 'w-[240px]', text: 'text-[18px] leading-[26px]' },
  mobileSearch: { thumbnail: 'w-[160px]', text: 'text-[14px] leading-[20px] font-medium' },
};

function SearchCard({
  surface,
  title,
  language,
  thumbnailUrl,
}: {
  surface: 'desktopSearch' | 'mobileSearch';
  title: string;
  language: string;
  thumbnailUrl: string | null;
}) {
  const { t } = useTranslation('translation');
  const preview = previewTitle(title, surface as TitleSurface);
  const attributes = textAttributes(language);
  const look = LOOKS[surface];
  return (
    <figure className="grid min-w-0 gap-1.5">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-ink-muted">
        <span>{t(`preview.${surface}`)}</span>
        {preview.truncated ? <span className="text-warning">{t('preview.cut')}</span> : null}
      </figcaption>
      <ScaledToFit>
        <div
          dir={attributes.dir}
          style={YT_FONT}
          className="flex w-max gap-3 rounded-xl bg-[#0f0f0f] p-3 ring-1 ring-line"
        >
          <span
            className={cn(
              'flex aspect-video shrink-0 items-center justify-center overflow-hidden rounded-lg bg-[#272727]',
              look.thumbnail,
            )}
          >
            {thumbnailUrl ? (
              <img src={thumbnailUrl} alt="" className="size-full object-cover" />
            ) : (
              <ImageOff className="size-5 text-[#aaaaaa]" aria-hidden />
            )}
          </span>
          <p
            lang={attributes.lang}
            className={cn('text-[#f1f1f1]', look.text)}
            style={{ width: TITLE_SURFACES[surface].lineWidthPx }}
          >
            {preview.lines.map((line, index) => (
              <span key={index} className="block overflow-hidden whitespace-pre">
                {line}
              </span>
            ))}
          </p>
        </div>
      </ScaledToFit>
    </figure>
  );
}

export function TitlePreview({
  title,
  language,
  thumbnailUrl,
}: {
  title: string;
  language: string;
  thumbnailUrl: string | null;
}) {
  return (
    <div className="grid gap-3">
      <SearchCard surface="desktopSearch" title={title} language={language} thumbnailUrl={thumbnailUrl} />
      <SearchCard surface="mobileSearch" title={title} language={language} thumbnailUrl={thumbnailUrl} />
    </div>
  );
}
