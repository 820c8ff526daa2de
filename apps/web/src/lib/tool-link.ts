// Where a link to one of the tools goes: straight there for a signed-in user; otherwise through sign-in, which
// comes back to the tool (?returnTo=), all in the page's language. Unknown auth (prerender, first paint)
// counts as signed out, so the static HTML links through sign-in.
import type { LanguageCode } from '../i18n/languages.ts';
import { localizePath } from './language-prefix.ts';

export const TOOL_PATHS = {
  upload: '/video-upload',
  optimize: '/video-optimization',
  translate: '/auto-translation',
  thumbnails: '/thumbnail-generator',
} as const;

export type ToolId = keyof typeof TOOL_PATHS;

export function toolHref(path: string, language: LanguageCode, signedIn: boolean): string {
  const target = localizePath(path, language);
  if (signedIn) return target;
  return `${localizePath('/login', language)}?returnTo=${encodeURIComponent(target)}`;
}
