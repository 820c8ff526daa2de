// A page reached through a secret link (the reviewer's) is never indexed and never leaks its address: robots
// noindex, and no Referer to the images it loads (the video's thumbnail comes from YouTube's servers).
import { useEffect } from 'react';

function meta(name: string): { element: HTMLMetaElement; before: string | null } {
  const found = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (found) return { element: found, before: found.getAttribute('content') };
  const element = document.createElement('meta');
  element.setAttribute('name', name);
  document.head.append(element);
  return { element, before: null };
}

export function applyPrivatePageMeta(): () => void {
  const robots = meta('robots');
  const referrer = meta('referrer');
  robots.element.setAttribute('content', 'noindex, nofollow');
  referrer.element.setAttribute('content', 'no-referrer');
  return () => {
    for (const { element, before } of [robots, referrer]) {
      if (before === null) element.remove();
      else element.setAttribute('content', before);
    }
  };
}

export function useNoIndex(): void {
  useEffect(() => applyPrivatePageMeta(), []);
}
