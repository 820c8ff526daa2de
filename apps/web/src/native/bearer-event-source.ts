// The job event stream in the native shell: the `eventsource` package (a WHATWG-compatible EventSource over
// fetch) instead of the browser's, which can send only cookies. Same behaviour as the browser's — reconnects
// after a network loss, closes for good on a non-200 answer or a wrong content type — plus the bearer token,
// read again on every (re)connect so a token stored or deleted meanwhile counts. The request leaves through the
// page's fetch, which Capacitor's native HTTP patches. Imported only by start-native-shell.ts (the native chunk).
import { EventSource } from 'eventsource';
import type { ApiEventSource } from '../lib/api-credentials.ts';

export function openBearerEventSource(
  url: string,
  authorization: () => Promise<string | null>,
  doFetch: typeof fetch = (input, init) => fetch(input, init),
): ApiEventSource {
  return new EventSource(url, {
    fetch: async (input, init) => {
      const token = await authorization();
      return doFetch(input, {
        ...init,
        headers: token ? { ...init.headers, Authorization: token } : init.headers,
      });
    },
  }) as ApiEventSource;
}
