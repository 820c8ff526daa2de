// The Google sign-in and channel-grant paths, without zod: public pages link to them (Sign in with Google, the OAuth
// setup guide's redirect URIs) before the route schemas have loaded. The route contracts use these constants.

export const GOOGLE_SIGN_IN_START_PATH = '/api/auth/google';
export const GOOGLE_SIGN_IN_CALLBACK_PATH = '/api/auth/google/callback';
export const CHANNEL_CONNECT_CALLBACK_PATH = '/api/auth/youtube/callback';
