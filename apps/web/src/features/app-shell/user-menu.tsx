// The avatar menu (user-menu-dropdown.tsx) loads on first use, so Radix Menu and its positioning stay off a
// signed-in screen's first load; until then it is just its button.
import { lazy, Suspense } from 'react';
import { useAuthStatus } from '../../lib/auth-status.ts';
import { useOnDemand } from '../../lib/use-on-demand.ts';
import { UserMenuButton } from './user-menu-button.tsx';

const loadDropdown = () => import('./user-menu-dropdown.tsx');
const UserMenuDropdown = lazy(loadDropdown);

export function UserMenu() {
  const user = useAuthStatus()?.user;
  const { active, menuTriggerProps } = useOnDemand(loadDropdown);
  if (!user) return null;
  const standIn = <UserMenuButton user={user} {...menuTriggerProps} />;
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenuDropdown user={user} defaultOpen />
    </Suspense>
  );
}
