// The operator's analytics script (ANALYTICS_SCRIPT_URL, spec §4 "Consent"): added to the page only while the
// visitor's consent is true — never before a choice, never after a decline. A decline or a reset removes the
// element, so no later page view loads it; code it already ran stays until the page is left (a browser cannot
// unload a script), and the visitor's choice dialog stays open rather than reloading under their hands.
import { appConfigStore } from './app-config.ts';
import { currentConsent, subscribeConsent } from './consent.ts';

export const ANALYTICS_SCRIPT_ID = 'operator-analytics';

function sync(): void {
  const url = appConfigStore.get().analyticsScriptUrl;
  const existing = document.getElementById(ANALYTICS_SCRIPT_ID);
  if (url && currentConsent() === true) {
    if (existing) return;
    const script = document.createElement('script');
    script.id = ANALYTICS_SCRIPT_ID;
    script.src = url;
    script.async = true;
    document.head.append(script);
  } else existing?.remove();
}

/** Keeps the script in step with consent and config; answers how to stop. */
export function startAnalyticsScript(): () => void {
  sync();
  const stopConsent = subscribeConsent(sync);
  const stopConfig = appConfigStore.subscribe(sync);
  return () => {
    stopConsent();
    stopConfig();
  };
}
