// An upload's status as a coloured badge.
import type { UploadStatus } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';

const TONES = {
  analyzing: 'info',
  ready: 'success',
  failed: 'danger',
  publishing: 'info',
  published: 'accent',
} as const satisfies Record<UploadStatus, 'info' | 'success' | 'danger' | 'accent'>;

export function StatusBadge({ status }: { status: UploadStatus }) {
  const { t } = useTranslation('uploads');
  return <Badge tone={TONES[status]}>{t(`list.status.${status}`)}</Badge>;
}
