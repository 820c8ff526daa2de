// The bearer credentials the native shell registers at start (lib/api-credentials.ts), for tests of the calls
// that follow them: the mobile API origin and `Bearer tok`. No event stream is expected to open.
import { setBearerCredentials } from '../lib/api-credentials.ts';

export const TEST_API_BASE_URL = 'https://api.vidcraft.test';

export function registerTestBearerCredentials(): void {
  setBearerCredentials({
    apiBaseUrl: TEST_API_BASE_URL,
    authorization: async () => 'Bearer tok',
    forget: async () => undefined,
    openEventSource: () => {
      throw new Error('not used here');
    },
  });
}
