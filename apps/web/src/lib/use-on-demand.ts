import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';

/**
 * For widgets whose code loads on first use: `active` turns true on the first interaction and stays true;
 * `preload` starts the download early (hover, focus) so the first click rarely waits. `menuTriggerProps` wire a
 * menu's stand-in button: a press or ArrowDown (how a menu button opens from the keyboard) activates it.
 */
export function useOnDemand(load: () => Promise<unknown>) {
  const [active, setActive] = useState(false);
  const preload = useCallback(() => void load().catch(() => undefined), [load]);
  const activate = useCallback(() => setActive(true), []);
  const menuTriggerProps = useMemo(
    () => ({
      onClick: activate,
      onKeyDown: (event: KeyboardEvent) => (event.key === 'ArrowDown' ? activate() : undefined),
      onPointerEnter: preload,
      onFocus: preload,
    }),
    [activate, preload],
  );
  return { active, activate, preload, menuTriggerProps };
}
