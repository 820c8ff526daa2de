// A translation's status as a chip: the word and an icon (never colour alone).
import type { TranslationStatus } from '@vidcraft/contracts';
import {
  CircleCheck,
  CircleX,
  Clock,
  FileText,
  ThumbsDown,
  UploadCloud,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '../../components/ui/badge.tsx';

const LOOKS: Record<TranslationStatus, { tone: NonNullable<BadgeProps['tone']>; Icon: LucideIcon }> = {
  queued: { tone: 'neutral', Icon: Clock },
  translated: { tone: 'info', Icon: FileText },
  failed: { tone: 'danger', Icon: CircleX },
  approved: { tone: 'success', Icon: CircleCheck },
  rejected: { tone: 'warning', Icon: ThumbsDown },
  published: { tone: 'accent', Icon: UploadCloud },
};

export function StatusChip({ status }: { status: TranslationStatus }) {
  const { t } = useTranslation('translation');
  const { tone, Icon } = LOOKS[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden />
      {t(`status.${status}`)}
    </Badge>
  );
}
