// Which Google a server talks to, without zod: public pages read it from the served page before any schema loads.

export const GOOGLE_MODES = ['sandbox', 'live'] as const;
export type GoogleMode = (typeof GOOGLE_MODES)[number];

/**
 * The attribute on a served page's <html> naming the server's Google mode, written at serve time so what depends
 * on it (the sign-in page's sandbox note) is part of the first paint; the web app writes it where a page came
 * without it (the development server).
 */
export const GOOGLE_MODE_ATTRIBUTE = 'data-google-mode';
