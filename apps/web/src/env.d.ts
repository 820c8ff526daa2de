/** Absolute origin of the public site, baked in at build time (canonical and hreflang links). */
declare const __SITE_URL__: string;
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
