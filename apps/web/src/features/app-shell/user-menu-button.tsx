import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';

/** Who the avatar menu is for. */
export interface MenuUser {
  name: string;
  email: string;
  avatar: string | null;
}

/** The avatar menu's trigger: the signed-in user's picture. */
export function UserMenuButton({ user, ...props }: ComponentProps<'button'> & { user: MenuUser }) {
  const { t } = useTranslation('app');
  return (
    <Button
      variant="ghost"
      size="icon"
      className="rounded-full"
      aria-haspopup="menu"
      aria-label={t('header.userMenu', { name: user.name })}
      {...props}
    >
      <Avatar src={user.avatar} name={user.name} size="sm" />
    </Button>
  );
}
