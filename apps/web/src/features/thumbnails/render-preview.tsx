// The thumbnail as the server rendered it (1280×720, exactly the file that would be uploaded), shown while the
// next render is made; a failed render is said beside it.
import { ImageOff, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { formatBytes } from './check-texts.ts';
import { FailureText } from './failure-text.tsx';
import { studioFailureOf } from './failures.ts';
import type { RenderResult } from './thumbnails-api.ts';

interface Props {
  render: RenderResult | undefined;
  error: unknown;
  updating: boolean;
  /** The layers' words, for the image's text alternative. */
  text: string;
}

export function RenderPreview({ render, error, updating, text }: Props) {
  const { t, i18n } = useTranslation('thumbnails');
  return (
    <figure className="grid gap-2">
      <div className="relative overflow-hidden rounded-xl bg-page ring-1 ring-line">
        {render ? (
          <img
            src={render.image}
            alt={text ? t('render.alt', { text }) : t('render.altNoText')}
            width={1280}
            height={720}
            className="aspect-video h-auto w-full"
          />
        ) : (
          <div className="flex aspect-video w-full items-center justify-center">
            {error ? (
              <ImageOff className="size-8 text-ink-muted" aria-hidden />
            ) : (
              <LoaderCircle
                className="size-8 animate-spin text-ink-muted motion-reduce:animate-none"
                aria-hidden
              />
            )}
          </div>
        )}
        <span
          role="status"
          className={
            updating
              ? 'absolute end-2 top-2 inline-flex items-center gap-1.5 rounded-full bg-black/75 px-2.5 py-1 text-xs font-medium text-white'
              : 'sr-only'
          }
        >
          {updating ? (
            <>
              <LoaderCircle className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden />
              {t('render.updating')}
            </>
          ) : render ? (
            t('render.updated')
          ) : null}
        </span>
      </div>
      <figcaption className="text-xs text-ink-muted">
        {render ? t('render.caption', { size: formatBytes(render.bytes, i18n.language) }) : t('render.first')}
      </figcaption>
      {error ? (
        <ErrorNote>
          <FailureText failure={studioFailureOf(error)} />
        </ErrorNote>
      ) : null}
    </figure>
  );
}
