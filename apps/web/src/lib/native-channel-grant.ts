// Channel grants (connect, re-authorize, more access) in the native shell. The WebView cannot go to Google
// itself: Google refuses sign-in in embedded WebViews, and the app's session is a bearer token a browser page
// cannot carry. So Google opens in the in-app browser, the grant carries the S256 challenge of a verifier the
// app keeps, and the app completes it from the deep link (native/native-channel-grant.ts). The shell registers
// this at start; on the web nothing is registered and the page itself goes to Google.
export interface NativeChannelGrant {
  /** A fresh challenge for the grant about to start; its verifier stays in secure storage. */
  challenge(): Promise<string>;
  /** Opens Google's consent page in the in-app browser (the app's page stays where it is). */
  open(url: string): Promise<void>;
}

let registered: NativeChannelGrant | null = null;

export function setNativeChannelGrant(grant: NativeChannelGrant | null): void {
  registered = grant;
}

export function nativeChannelGrant(): NativeChannelGrant | null {
  return registered;
}
