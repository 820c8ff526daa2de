/** Day of the build (YYYY-MM-DD): structured data's dateModified, the same in the prerender and the browser. */
declare const __BUILD_DATE__: string;
/** Year of the build, so prerendered and hydrated footers agree on the copyright year. */
declare const __BUILD_YEAR__: number;
/** The landing page's example suggestion: the Basic engine's real output, made at build time. */
declare const __LANDING_EXAMPLE__: {
  before: string;
  after: string;
  tags: string[];
  keywordFirst: boolean;
};

interface ImportMetaEnv {
  /** "off" builds the app without the AI generation overlay. */
  readonly VITE_AI_OVERLAY?: string;
}
