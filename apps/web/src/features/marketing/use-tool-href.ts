import { useSignedIn } from '../../lib/auth-status.ts';
import { toolHref } from '../../lib/tool-link.ts';
import { useRouteLanguage } from '../layout/use-localized-path.ts';

/** Turns a tool's path into this visitor's way there (see src/lib/tool-link.ts). */
export function useToolHref(): (path: string) => string {
  const language = useRouteLanguage();
  const signedIn = useSignedIn();
  return (path) => toolHref(path, language, signedIn);
}
