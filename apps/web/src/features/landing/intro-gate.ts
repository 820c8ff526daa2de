// Who sees the landing intro, and how (spec §2, docs/decisions/042-landing-intro-video.md). Pure functions of what
// the browser reports, so the rules are tested without a browser.

/** Local storage key set when a visitor's intro has started: the intro plays on a first visit only. */
export const INTRO_SEEN_STORAGE_KEY = 'intro_seen';
/** Spec §9: the intro lasts 5 s at most, the overlay fades out in 500 ms, the mobile variant is for ≤ 768 px. */
export const INTRO_MAX_MS = 5000;
export const INTRO_FADE_MS = 500;
export const INTRO_MOBILE_MAX_WIDTH = 768;
/** How long the still background stands in for the video before the page fades in. */
export const INTRO_STILL_MS = 1500;

export type IntroVariant = 'desktop' | 'mobile';

export interface IntroEnvironment {
  userAgent: string;
  /** `navigator.maxTouchPoints`: iPadOS reports itself as a Mac, with touch. */
  maxTouchPoints: number;
  viewportWidth: number;
  prefersReducedMotion: boolean;
}

export interface IntroPlan {
  variant: IntroVariant;
  /** `still`: the poster only, no video request (reduced motion, iOS and Safari). */
  mode: 'video' | 'still';
  videoUrl: string;
  stillUrl: string;
}

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

export function isAppleWebKit(userAgent: string, maxTouchPoints: number): boolean {
  if (/iPhone|iPad|iPod/.test(userAgent)) return true;
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return true;
  // Desktop Safari: "Safari" without any other engine's or browser's token.
  return /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|CriOS|FxiOS|Edg\/|OPR\/|Android/.test(userAgent);
}

export function introVariant(env: Pick<IntroEnvironment, 'userAgent' | 'viewportWidth'>): IntroVariant {
  return MOBILE_AGENT.test(env.userAgent) || env.viewportWidth <= INTRO_MOBILE_MAX_WIDTH
    ? 'mobile'
    : 'desktop';
}

export function planIntro(env: IntroEnvironment): IntroPlan {
  const variant = introVariant(env);
  const still = env.prefersReducedMotion || isAppleWebKit(env.userAgent, env.maxTouchPoints);
  return {
    variant,
    mode: still ? 'still' : 'video',
    videoUrl: `/intro/intro-${variant}.mp4`,
    stillUrl: `/intro/intro-${variant}.jpg`,
  };
}

/** True when this browser has not had the intro yet. Without usable storage there is no first visit to tell apart: no intro. */
export function isFirstVisit(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage !== null && storage.getItem(INTRO_SEEN_STORAGE_KEY) === null;
  } catch {
    return false;
  }
}

export function markIntroSeen(storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(INTRO_SEEN_STORAGE_KEY, '1');
  } catch {
    // Storage full or blocked: the intro may play again next time, which is harmless.
  }
}

/** The browser's answers, read once when the intro is about to start. */
export function readIntroEnvironment(): IntroEnvironment {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    viewportWidth: window.innerWidth,
    prefersReducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  };
}
