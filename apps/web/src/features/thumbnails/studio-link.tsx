// The way into the thumbnail studio from other screens (the optimizer, a video's detail panel): a button to
// /thumbnail-generator with the video chosen; and the studio's address for an upload that is not on YouTube yet
// (the upload tool opens it with one of the upload's frames kept as a background).
import { ImageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { useLocalizedPath } from '../layout/use-localized-path.ts';

/** The studio's query parameters. */
export const STUDIO_PARAMS = { video: 'videoId', background: 'background', upload: 'upload' } as const;

export function thumbnailStudioPath(videoId: string): string {
  return `/thumbnail-generator?${new URLSearchParams({ [STUDIO_PARAMS.video]: videoId })}`;
}

/** The studio designing for an upload, starting from one of the creator's backgrounds (an asset id). */
export function uploadStudioPath(backgroundId: string, uploadId: string): string {
  const query = new URLSearchParams({
    [STUDIO_PARAMS.background]: backgroundId,
    [STUDIO_PARAMS.upload]: uploadId,
  });
  return `/thumbnail-generator?${query}`;
}

export function ThumbnailStudioLink({
  videoId,
  variant = 'secondary',
  className,
}: {
  videoId: string;
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const { t } = useTranslation('thumbnails');
  const localize = useLocalizedPath();
  return (
    <Button asChild variant={variant} size="sm" className={className}>
      <Link to={localize(thumbnailStudioPath(videoId))}>
        <ImageIcon aria-hidden />
        {t('entry.open')}
      </Link>
    </Button>
  );
}
