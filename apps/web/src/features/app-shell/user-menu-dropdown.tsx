// The avatar menu: who is signed in, profile, channels, analytics and the history (below xl, where the header
// has no room for them and the bottom navigation keeps spec §2's five tools), achievements, caption management,
// plans and usage, the admin area (admins), sign out. Loaded on first use (user-menu.tsx).
import { Link, useNavigate } from 'react-router';
import {
  BarChart3,
  Captions,
  Gauge,
  History,
  LogOut,
  MonitorPlay,
  ShieldCheck,
  Trophy,
  UserRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { signOut } from '../auth/sign-out.ts';
import { useMe } from '../auth/use-me.ts';
import { useLocalizedPath, useRouteLanguage } from '../layout/use-localized-path.ts';
import { UserMenuButton, type MenuUser } from './user-menu-button.tsx';

export default function UserMenuDropdown({
  user,
  defaultOpen = false,
}: {
  user: MenuUser;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  const language = useRouteLanguage();
  const navigate = useNavigate();
  const isAdmin = useMe().data?.isAdmin === true;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} />
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
          <Link to={localize('/analytics')}>
            <BarChart3 aria-hidden />
            {t('nav.analytics')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild className="xl:hidden">
          <Link to={localize('/optimization-history')}>
            <History aria-hidden />
            {t('nav.history')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={localize('/achievements')}>
            <Trophy aria-hidden />
            {t('nav.achievements')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={localize('/caption-management')}>
            <Captions aria-hidden />
            {t('nav.captions')}
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
