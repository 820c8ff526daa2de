// Spec §4 "Auth": an error from the native sign-in callback is passed on as an auth-error event, which the app
// turns into the sign-in page's error message. `code` is one of the sign-in error codes (lib/oauth-errors.ts).
export const AUTH_ERROR_EVENT = 'vidcraft:auth-error';

export interface AuthErrorDetail {
  code: string;
}

export function dispatchAuthError(code: string, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<AuthErrorDetail>(AUTH_ERROR_EVENT, { detail: { code } }));
}
