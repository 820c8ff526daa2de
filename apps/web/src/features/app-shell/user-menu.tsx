// The avatar menu: who is signed in, profile, channels, the history (below xl, where the header has no room for
// it and the bottom navigation keeps spec §2's five tools), plans and usage, the admin area (admins), sign out.
import { Link, useNavigate } from 'react-router';
import { Gauge, History, LogOut, MonitorPlay, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useAuthStatus } from '../../lib/auth-status.ts';
import { signOut } from '../auth/sign-out.ts';
import { useMe } from '../auth/use-me.ts';
import { useLocalizedPath, useRouteLanguage } from '../layout/use-localized-path.ts';

export function UserMenu() {
  const { t } = useTranslation('app');
  const user = useAuthStatus()?.user;
  const localize = useLocalizedPath();
  const language = useRouteLanguage();
  const navigate = useNavigate();
  const isAdmin = useMe().data?.isAdmin === true;
  if (!user) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="rounded-full"
          aria-label={t('header.userMenu', { name: user.name })}
        >
          <Avatar src={user.avatar} name={user.name} size="sm" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate text-sm font-semibold text-ink">{user.name}</span>
          <span className="truncate">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={localize('/profile')}>
            <UserRound aria-hidden />
            {t('nav.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={localize('/channels')}>
            <MonitorPlay aria-hidden />
            {t('nav.channels')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild className="xl:hidden">
          <Link to={localize('/optimization-history')}>
            <History aria-hidden />
            {t('nav.history')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={localize('/pricing')}>
            <Gauge aria-hidden />
            {t('nav.plans')}
          </Link>
        </DropdownMenuItem>
        {isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to={localize('/admin')}>
              <ShieldCheck aria-hidden />
              {t('nav.admin')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => void signOut(language, (path) => navigate(path, { replace: true }))}
        >
          <LogOut aria-hidden />
          {t('header.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
