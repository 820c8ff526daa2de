// The way into the thumbnail studio from other screens (the optimizer, a video's detail panel): a button to
// /thumbnail-generator with the video chosen.
import { ImageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { useLocalizedPath } from '../layout/use-localized-path.ts';

export function thumbnailStudioPath(videoId: string): string {
  return `/thumbnail-generator?${new URLSearchParams({ videoId })}`;
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
