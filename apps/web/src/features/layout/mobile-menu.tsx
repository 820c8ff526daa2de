import { lazy, Suspense } from 'react';
import { MobileMenuButton } from './mobile-menu-button.tsx';
import { useOnDemand } from '../../lib/use-on-demand.ts';

const loadSheet = () => import('./mobile-menu-sheet.tsx');
const MobileMenuSheet = lazy(loadSheet);

/** The menu button for small screens; the sheet's code loads with the first tap. */
export function MobileMenu() {
  const { active, activate, preload } = useOnDemand(loadSheet);
  const placeholder = (
    <MobileMenuButton className="lg:hidden" onClick={activate} onPointerEnter={preload} onFocus={preload} />
  );
  if (!active) return placeholder;
  return (
    <span className="lg:hidden">
      <Suspense fallback={placeholder}>
        <MobileMenuSheet defaultOpen />
      </Suspense>
    </span>
  );
}
