// The optimizer's copy buttons: the shared copy button with the optimizer's "Copied".
import { useTranslation } from 'react-i18next';
import { CopyButton, type CopyButtonProps } from '../../components/copy-button.tsx';

export function CopyAction(props: Omit<CopyButtonProps, 'copiedText'>) {
  const { t } = useTranslation('app');
  return <CopyButton {...props} copiedText={t('optimizer.copy.copied')} />;
}
