// The operator's links (app-config.json `links`, from LINK_* on the server) for a prerendered page: the HTML is
// built without them, so the page asks for them once it runs. A failed request reads as "none configured".
import { useEffect, useState } from 'react';
import { fetchAppConfig, type AppLinks } from '../../lib/app-config.ts';

export type OperatorLinks = { status: 'loading' } | { status: 'ready'; links: AppLinks };

export function useOperatorLinks(): OperatorLinks {
  const [fetched, setFetched] = useState<AppLinks | null>(null);
  useEffect(() => {
    let live = true;
    fetchAppConfig().then(
      (config) => live && setFetched(config.links),
      () => live && setFetched({}),
    );
    return () => {
      live = false;
    };
  }, []);
  if (fetched) return { status: 'ready', links: fetched };
  return { status: 'loading' };
}
