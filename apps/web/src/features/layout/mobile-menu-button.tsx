import type { ComponentProps } from 'react';
import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

export function MobileMenuButton(props: ComponentProps<'button'>) {
  const { t } = useTranslation('Navigation');
  return (
    <Button variant="ghost" size="icon" aria-haspopup="dialog" aria-label={t('header.openMenu')} {...props}>
      <Menu className="size-5!" aria-hidden />
    </Button>
  );
}
