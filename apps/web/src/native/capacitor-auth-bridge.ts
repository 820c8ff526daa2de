// The `NativeAuthBridge` (lib/native-auth-bridge.ts) over Capacitor plugins: the in-app browser tab
// (@capacitor/browser: SFSafariViewController / Custom Tabs, RFC 8252), incoming links (@capacitor/app
// `appUrlOpen`, also the link that launched the app) and the Keychain / Keystore
// (@aparajita/capacitor-secure-storage, docs/decisions/045-capacitor-native-shell.md). Never web storage.
import { SecureStorage } from '@aparajita/capacitor-secure-storage';
import { App } from '@capacitor/app';
import { Browser } from '@capacitor/browser';
import { VERIFIER_STORAGE_KEY, type NativeAuthBridge } from '../lib/native-auth-bridge.ts';
import { GRANT_VERIFIER_STORAGE_KEY } from './native-channel-grant.ts';

export function createCapacitorAuthBridge(): NativeAuthBridge & { closeBrowser(): Promise<void> } {
  return {
    async openSystemBrowser(url) {
      await Browser.open({ url, presentationStyle: 'popover' });
    },
    async closeBrowser() {
      // Android's Custom Tab closes itself when the deep link opens the app; iOS needs it closed.
      await Browser.close().catch(() => undefined);
    },
    onDeepLink(listener) {
      const handle = App.addListener('appUrlOpen', (event) => listener(event.url));
      // A cold start by the sign-in or channel-grant link (the OS ended the app meanwhile). The launch URL stays
      // the same for the process's life, so it counts only while one of them is pending, not on every reload.
      void Promise.all([
        App.getLaunchUrl(),
        SecureStorage.getItem(VERIFIER_STORAGE_KEY),
        SecureStorage.getItem(GRANT_VERIFIER_STORAGE_KEY),
      ]).then(([launch, signingIn, granting]) => {
        if (launch?.url && (signingIn || granting)) listener(launch.url);
      });
      return () => void handle.then((registered) => registered.remove());
    },
    secureStorage: {
      get: (key) => SecureStorage.getItem(key),
      set: (key, value) => SecureStorage.setItem(key, value),
      remove: (key) => SecureStorage.removeItem(key),
    },
  };
}
