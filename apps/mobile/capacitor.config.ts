// The Capacitor project: the native shells load the web build copied to www/ by `npm run mobile:sync`.
// Every identity value (app id, name, scheme, API base, app-link host) comes from mobile.config.json.
import type { CapacitorConfig } from '@capacitor/cli';
import mobileConfig from './mobile.config.json' with { type: 'json' };

const config: CapacitorConfig = {
  appId: mobileConfig.appId,
  appName: mobileConfig.appName,
  webDir: 'www',
  // The web app pads itself for the notch and home indicator (safe-area CSS variables set by the shell).
  ios: { contentInset: 'never' },
  android: { allowMixedContent: false },
  plugins: {
    // API calls to the mobile API origin go through the native HTTP stack: no CORS from the WebView origin.
    CapacitorHttp: { enabled: true },
    SplashScreen: {
      launchAutoHide: false,
      backgroundColor: mobileConfig.statusBarColor,
      showSpinner: false,
    },
    StatusBar: { backgroundColor: mobileConfig.statusBarColor, style: 'DARK', overlaysWebView: false },
    Keyboard: { resize: 'native', resizeOnFullScreen: true },
  },
};

export default config;
