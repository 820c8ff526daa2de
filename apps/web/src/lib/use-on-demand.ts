import { useCallback, useState } from 'react';

/**
 * For widgets whose code loads on first use: `active` turns true on the first interaction and stays true;
 * `preload` starts the download early (hover, focus) so the first click rarely waits.
 */
export function useOnDemand(load: () => Promise<unknown>) {
  const [active, setActive] = useState(false);
  const preload = useCallback(() => void load().catch(() => undefined), [load]);
  const activate = useCallback(() => setActive(true), []);
  return { active, activate, preload };
}
