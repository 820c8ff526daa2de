// The static splash in spa.html (never in prerendered pages). It fades out once start-up is ready or failed.
export const SPLASH_FADE_MS = 300;
export const SPLASH_SAFETY_TIMEOUT_MS = 10_000;

export function hideSplash(): void {
  const splash = document.getElementById('splash');
  document.getElementById('root')?.removeAttribute('aria-busy');
  if (!splash || splash.dataset.hiding) return;
  splash.dataset.hiding = 'true';
  splash.classList.add('splash-hidden');
  setTimeout(() => splash.remove(), SPLASH_FADE_MS);
}
