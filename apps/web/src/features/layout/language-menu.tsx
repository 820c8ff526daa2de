import { lazy, Suspense } from 'react';
import { LanguageMenuButton } from './language-menu-button.tsx';
import { useOnDemand } from '../../lib/use-on-demand.ts';

const loadDropdown = () => import('./language-menu-dropdown.tsx');
const LanguageMenuDropdown = lazy(loadDropdown);

/** Until first used, the menu is just its button; the first click loads the dropdown and opens it. */
export function LanguageMenu() {
  const { active, menuTriggerProps } = useOnDemand(loadDropdown);
  const standIn = <LanguageMenuButton {...menuTriggerProps} />;
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LanguageMenuDropdown defaultOpen />
    </Suspense>
  );
}
