// Whether this page runs inside the Capacitor shell (apps/mobile). The native WebView injects `window.Capacitor`
// before any script runs; on the web it is absent. Kept import-free: the web entry calls it on every page load
// and loads the native code (start-native-shell.ts) only when it answers true.
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
}

function capacitorGlobal(): CapacitorGlobal | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as unknown as { Capacitor?: CapacitorGlobal }).Capacitor;
}

export function isNativeShell(): boolean {
  return capacitorGlobal()?.isNativePlatform?.() === true;
}
