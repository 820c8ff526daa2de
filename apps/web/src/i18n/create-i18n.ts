// One factory for every i18next instance: the browser (HTTP backend, or embedded resources when hydrating a
// prerendered page) and the prerender step (embedded resources only).
import i18next, { type i18n, type Resource } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './languages.ts';
import { bidiIsolation } from './bidi-isolation.ts';
import { missingKeyLabel } from './missing-key.ts';

/** Loaded on every page. */
export const NAMESPACES = ['common', 'Index', 'Navigation'] as const;
/** The signed-in area, sign-in, OAuth setup and the channel callback: loaded when those screens load. */
export const APP_NAMESPACE = 'app';
/** The thumbnail studio (and its navigation entry): loaded with the signed-in screens. */
export const THUMBNAILS_NAMESPACE = 'thumbnails';
/** The translation tool and the reviewer's page: loaded when those screens load. */
export const TRANSLATION_NAMESPACE = 'translation';
/** The upload tool (/video-upload and an upload's result page): loaded when those screens load. */
export const UPLOADS_NAMESPACE = 'uploads';
/** Caption management (/caption-management): loaded when that screen loads. */
export const CAPTIONS_NAMESPACE = 'captions';
/** Packaging experiments (the panel on a video's analytics): loaded when the panel shows. */
export const EXPERIMENTS_NAMESPACE = 'experiments';
/** Achievements (/achievements and the toast announcing new ones): loaded when one is shown. */
export const ACHIEVEMENTS_NAMESPACE = 'achievements';
/** Analytics (/analytics): the channel's figures and the verdicts on published changes. */
export const ANALYTICS_NAMESPACE = 'analytics';
/** Plans, pricing, the sandbox checkout and the admins' plan editor: loaded when those screens load. */
export const PLANS_NAMESPACE = 'plans';
/** The admin area's users and audit log, and its section navigation: loaded when those screens load. */
export const ADMIN_NAMESPACE = 'admin';
/** The admin area's operations pages (jobs, YouTube quota, AI spend, runtime settings). */
export const OPERATIONS_NAMESPACE = 'operations';
/** The blog's texts (/blog and its posts): embedded in their prerendered HTML, loaded with them. */
export const BLOG_NAMESPACE = 'blog';
/** The public marketing pages (/features, /discord): embedded in their prerendered HTML, loaded with them. */
export const MARKETING_NAMESPACE = 'marketing';
/** The public status page (/status): embedded in its prerendered HTML, loaded with it. */
export const STATUS_NAMESPACE = 'status';
export const ALL_NAMESPACES = [
  ...NAMESPACES,
  APP_NAMESPACE,
  THUMBNAILS_NAMESPACE,
  TRANSLATION_NAMESPACE,
  UPLOADS_NAMESPACE,
  CAPTIONS_NAMESPACE,
  EXPERIMENTS_NAMESPACE,
  ACHIEVEMENTS_NAMESPACE,
  ANALYTICS_NAMESPACE,
  PLANS_NAMESPACE,
  ADMIN_NAMESPACE,
  OPERATIONS_NAMESPACE,
  BLOG_NAMESPACE,
  MARKETING_NAMESPACE,
  STATUS_NAMESPACE,
] as const;
export type Namespace = (typeof ALL_NAMESPACES)[number];
export const LOCALES_PATH = '/locales/{{lng}}/{{ns}}.json';

export interface CreateI18nOptions {
  language: LanguageCode;
  /** Resources known up front (prerendered page or build); other languages still load over HTTP. */
  resources?: Resource;
  /** Load missing languages over HTTP (browser only). */
  http?: boolean;
  /** Told about every failed translation request, including the ones i18next will retry. */
  onLoadFailure?: (message: string) => void;
}

type RequestCallback = (error: unknown, response: { status: number; data: string } | null) => void;

// i18next-http-backend's request, with each failure reported: i18next retries network errors quietly for
// ~11 s (5 retries from 350 ms, doubling), longer than start-up waits, so start-up needs to hear about them.
function reportingRequest(onLoadFailure?: (message: string) => void) {
  return (_options: unknown, url: string, _payload: unknown, callback: RequestCallback) => {
    fetch(url, { headers: { Accept: 'application/json' } }).then(
      async (response) => {
        if (!response.ok) onLoadFailure?.(`Failed to load ${url}: HTTP ${response.status}`);
        callback(null, { status: response.status, data: response.ok ? await response.text() : '' });
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        onLoadFailure?.(`Failed to fetch ${url}: ${reason}`);
        callback(error, { status: 0, data: '' }); // status 0: the backend treats it as retryable
      },
    );
  };
}

// Instances whose fallback language waits for the page to hydrate, and how to let it in (see createI18n).
const waitingFallbacks = new WeakMap<i18n, () => void>();

export function createI18n({ language, resources, http = true, onLoadFailure }: CreateI18nOptions): i18n {
  const instance = i18next.createInstance();
  // A prerendered page embeds complete texts for what it shows (English beside them where its language lacks
  // some), so it needs no fallback language to hydrate. Fetched at start, English arrived during hydration and
  // i18next's 'languageChanged' then re-rendered every translated component at once, in one long task. It is
  // left out until loadFallbackLanguage (after hydration); with English embedded nothing waits.
  let fallbackWaits =
    resources !== undefined && http && language !== DEFAULT_LANGUAGE && !(DEFAULT_LANGUAGE in resources);
  if (http) instance.use(HttpBackend);
  instance.use(initReactI18next);
  instance.use(bidiIsolation);
  void instance.init({
    lng: language,
    fallbackLng: () => (fallbackWaits ? [] : [DEFAULT_LANGUAGE]),
    supportedLngs: [...LANGUAGE_CODES],
    load: 'languageOnly',
    ns: [...NAMESPACES],
    defaultNS: 'Index',
    ...(resources ? { resources, partialBundledLanguages: http } : {}),
    // With resources in hand, initialize synchronously so hydration renders the same text as the HTML.
    initAsync: !resources,
    backend: { loadPath: LOCALES_PATH, request: reportingRequest(onLoadFailure) },
    interpolation: { escapeValue: false, alwaysFormat: true }, // React escapes; see bidi-isolation.ts
    returnNull: false,
    saveMissing: false,
    parseMissingKeyHandler: (key: string, defaultValue?: string) => defaultValue ?? missingKeyLabel(key),
    react: { useSuspense: false },
  });
  // Embedded texts are complete for the page: ready now, not once the other languages' requests (the English
  // fallback) have answered. Otherwise hydration could render a namespace gate's spinner where the HTML has the
  // page, depending on which finished first.
  if (resources) instance.hydrate(resources);
  if (fallbackWaits)
    waitingFallbacks.set(instance, () => {
      fallbackWaits = false;
      void instance.loadLanguages(DEFAULT_LANGUAGE);
    });
  return instance;
}

/** Lets a prerendered page's fallback language in, and loads it; nothing for an instance that was not waiting. */
export function loadFallbackLanguage(instance: i18n): void {
  waitingFallbacks.get(instance)?.();
  waitingFallbacks.delete(instance);
}
