// Emulates the Capacitor native shell in Chromium: what the iOS/Android WebView injects before the page runs
// (`window.Capacitor` with its plugin headers, the platform's bridge object) and the plugins' native sides,
// played by the test in Node: the Keychain/Keystore, the in-app browser, app links, the back button, the app's
// cache directory and the share sheet.
// The page is served like the app's www/ folder: every route answers the SPA shell (apps/mobile/scripts/sync.ts).
import type { Page } from '@playwright/test';

export type EmulatedPlatform = 'android' | 'ios';

export const NATIVE_USER_AGENTS: Record<EmulatedPlatform, string> = {
  android:
    'Mozilla/5.0 (Linux; Android 15; Pixel 8 Build/AP3A.241105.008; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};

const PLUGIN_HEADERS = [
  { name: 'App', methods: ['addListener:callback', 'removeListener', 'getLaunchUrl', 'exitApp'] },
  { name: 'Browser', methods: ['open', 'close'] },
  {
    name: 'SecureStorage',
    methods: [
      'setSynchronizeKeychain',
      'internalGetItem',
      'internalSetItem',
      'internalRemoveItem',
      'internalClearItemsWithPrefix',
      'internalGetPrefixedKeys',
    ],
  },
  { name: 'StatusBar', methods: ['setStyle', 'setBackgroundColor', 'setOverlaysWebView'] },
  { name: 'SplashScreen', methods: ['hide', 'show'] },
  { name: 'Keyboard', methods: ['addListener:callback', 'removeListener'] },
  { name: 'Filesystem', methods: ['writeFile', 'readFile', 'deleteFile', 'mkdir', 'stat', 'getUri'] },
  { name: 'Share', methods: ['share', 'canShare'] },
].map(({ name, methods }) => ({
  name,
  methods: methods.map((method) => {
    const [methodName, rtype = 'promise'] = method.split(':');
    return { name: methodName, rtype };
  }),
}));

export interface NativeShell {
  /** The OS keychain/keystore, as the secure-storage plugin's native side keeps it. */
  keychain: Map<string, string>;
  /** Every plugin call the page made, e.g. "StatusBar.setBackgroundColor {"color":"#0f172a"}" (file bytes left out). */
  calls: string[];
  /** The files the app wrote to its cache directory, by path. */
  cache: Map<string, Buffer>;
  /** The URL the app asked the in-app browser to open next. */
  nextBrowserUrl(): Promise<string>;
  /** The OS opens the app with this URL (appUrlOpen). */
  openUrl(url: string): Promise<void>;
  /** Android's hardware back button. */
  pressBack(canGoBack: boolean): Promise<void>;
  exits(): number;
}

export async function emulateNativeShell(
  page: Page,
  options: { platform: EmulatedPlatform; apiBaseUrl: string },
): Promise<NativeShell> {
  const keychain = new Map<string, string>();
  const calls: string[] = [];
  const cache = new Map<string, Buffer>();
  const opened: string[] = [];
  const waiting: ((url: string) => void)[] = [];
  let exitCount = 0;

  await page.exposeBinding(
    '__vidcraftNative',
    async (_source, plugin: string, method: string, input: Record<string, unknown>) => {
      const { data, ...logged } = input;
      calls.push(`${plugin}.${method} ${JSON.stringify(plugin === 'Filesystem' ? logged : input)}`);
      const key = String(input.prefixedKey ?? '');
      switch (`${plugin}.${method}`) {
        case 'Filesystem.writeFile': {
          if (input.directory !== 'CACHE') throw new Error('the app writes only to its cache');
          cache.set(String(input.path), Buffer.from(String(data), 'base64'));
          return { uri: `file:///data/cache/${String(input.path)}` };
        }
        case 'SecureStorage.internalGetItem':
          return { data: keychain.get(key) ?? null };
        case 'SecureStorage.internalSetItem':
          keychain.set(key, String(input.data));
          return {};
        case 'SecureStorage.internalRemoveItem':
          return { success: keychain.delete(key) };
        case 'Browser.open': {
          const url = String(input.url);
          const waiter = waiting.shift();
          if (waiter) waiter(url);
          else opened.push(url);
          return {};
        }
        case 'App.exitApp':
          exitCount += 1;
          return {};
        case 'App.getLaunchUrl':
          return {};
        default:
          return {};
      }
    },
  );

  await page.addInitScript(
    ({ platform, headers }) => {
      const w = window as unknown as Record<string, unknown>;
      if (platform === 'android') w.androidBridge = { postMessage: () => undefined };
      else w.webkit = { messageHandlers: { bridge: { postMessage: () => undefined } } };
      const listeners = new Map<
        string,
        { plugin: string; event: string; callback: (data: unknown) => void }
      >();
      let nextId = 0;
      const call = w.__vidcraftNative as (plugin: string, method: string, input: unknown) => Promise<unknown>;
      w.Capacitor = {
        isNativePlatform: () => true,
        getPlatform: () => platform,
        PluginHeaders: headers,
        nativePromise: (plugin: string, method: string, input?: Record<string, unknown>) => {
          if (method === 'removeListener') listeners.delete(String(input?.callbackId));
          return call(plugin, method, input ?? {});
        },
        nativeCallback: (
          plugin: string,
          _method: string,
          input: { eventName: string },
          callback: (data: unknown) => void,
        ) => {
          const id = String(++nextId);
          listeners.set(id, { plugin, event: input.eventName, callback });
          return id;
        },
      };
      w.__vidcraftEmit = (plugin: string, event: string, data: unknown) => {
        for (const listener of listeners.values())
          if (listener.plugin === plugin && listener.event === event) listener.callback(data);
      };
    },
    { platform: options.platform, headers: PLUGIN_HEADERS },
  );

  // The synced www/ folder: its native-shell.json, and the SPA shell for every route.
  await page.route('**/native-shell.json', (route) =>
    route.fulfill({
      json: {
        scheme: 'app.vidcraft',
        apiBaseUrl: options.apiBaseUrl,
        appLinkHost: 'vidcraft.test',
        statusBarColor: '#0f172a',
      },
    }),
  );
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/sandbox'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // /dashboard is never prerendered: the server answers it with the SPA shell, as www/index.html is.
      const shell = await route.fetch({ url: new URL('/dashboard', route.request().url()).href });
      return route.fulfill({ response: shell, status: 200 });
    },
  );

  const emit = (plugin: string, event: string, data: unknown) =>
    page.evaluate(
      ([p, e, d]) =>
        (window as unknown as { __vidcraftEmit: (...args: unknown[]) => void }).__vidcraftEmit(p, e, d),
      [plugin, event, data] as const,
    );

  return {
    keychain,
    calls,
    cache,
    nextBrowserUrl: () =>
      opened.length > 0 ? Promise.resolve(opened.shift()!) : new Promise((resolve) => waiting.push(resolve)),
    openUrl: (url) => emit('App', 'appUrlOpen', { url }),
    pressBack: (canGoBack) => emit('App', 'backButton', { canGoBack }),
    exits: () => exitCount,
  };
}
