import { z } from './zod.ts';
import { defineRoute } from './route.ts';
import { ErrorBody } from './errors.ts';
import { plainText } from './text.ts';
import { INTERFACE_LANGUAGES } from './languages.ts';
import { NativeChallenge } from './native-challenge.ts';
import { isReturnPath, ReturnPath, RETURN_PATH_MAX_LENGTH } from './return-path.ts';
import { GOOGLE_SIGN_IN_CALLBACK_PATH, GOOGLE_SIGN_IN_START_PATH } from './sign-in-paths.ts';
import { GOOGLE_MODES } from './google-mode.ts';

export { GOOGLE_SIGN_IN_CALLBACK_PATH, GOOGLE_SIGN_IN_START_PATH } from './sign-in-paths.ts';
export { GOOGLE_MODE_ATTRIBUTE, GOOGLE_MODES, type GoogleMode } from './google-mode.ts';

export const InterfaceLanguageSchema = z.enum(INTERFACE_LANGUAGES);

export const AuthUser = z
  .object({
    email: z.string(),
    name: z.string(),
    avatar: z.string().nullable(),
    preferredLanguage: InterfaceLanguageSchema,
  })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.infer<typeof AuthUser>;

export const AuthStatus = z
  .object({ isAuthenticated: z.boolean(), user: AuthUser.nullable() })
  .meta({ id: 'AuthStatus' });
export type AuthStatus = z.infer<typeof AuthStatus>;

export const Me = AuthUser.extend({
  id: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
}).meta({ id: 'Me' });
export type Me = z.infer<typeof Me>;

export const SignInStartQuery = z.object({
  returnTo: ReturnPath.optional(),
  /** The spec's client passes the return path (or "native") as `state`; the same rule as `returnTo`. */
  state: z
    .string()
    .max(RETURN_PATH_MAX_LENGTH)
    .refine((value) => value === 'native' || isReturnPath(value), 'must be "native" or a path on this site')
    .optional(),
  native: z.enum(['1', 'true']).optional(),
  /** Native sign-in: S256 challenge of the verifier the app will present when redeeming its code. */
  code_challenge: NativeChallenge.optional(),
});

export const OAuthCallbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
  scope: z.string().max(2048).optional(),
});

export const NativeRedeemBody = z.object({
  code: z.string().min(20).max(256),
  codeVerifier: z.string().min(43).max(128),
});
export const NativeRedeemResponse = z
  .object({ token: z.string(), user: AuthUser })
  .meta({ id: 'NativeSession' });

export const SuccessResponse = z.object({ success: z.literal(true) });

export const PreferencesBody = z.object({ language: InterfaceLanguageSchema });
export const PreferencesResponse = z.object({
  success: z.literal(true),
  preferredLanguage: InterfaceLanguageSchema,
});

export const UserProfile = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    avatar: z.string().nullable(),
    preferredLanguage: InterfaceLanguageSchema,
    createdAt: z.string(),
    connectedChannels: z.number().int(),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof UserProfile>;

export const UpdateProfileBody = z.object({
  name: plainText().trim().min(1).max(100).optional(),
  preferredLanguage: InterfaceLanguageSchema.optional(),
});

export const GoogleClientIdResponse = z.object({
  success: z.literal(true),
  data: z.object({ clientId: z.string(), mode: z.enum(GOOGLE_MODES) }),
});

export const authRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/api/auth/status',
    summary: 'Whether a user is signed in, and who',
    tags: ['auth'],
    response: { 200: AuthStatus },
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user',
    tags: ['auth'],
    response: { 200: Me, 401: ErrorBody },
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Signs out: deletes the session, revokes the Google sign-in token, clears the cookie',
    tags: ['auth'],
    response: { 200: SuccessResponse },
  }),
  googleStart: defineRoute({
    method: 'GET',
    path: GOOGLE_SIGN_IN_START_PATH,
    summary:
      'Starts Google sign-in (redirects to Google). Native apps add native=1 and a PKCE code_challenge.',
    tags: ['auth'],
    querystring: SignInStartQuery,
    response: { 302: z.null(), 400: ErrorBody },
  }),
  googleCallback: defineRoute({
    method: 'GET',
    path: GOOGLE_SIGN_IN_CALLBACK_PATH,
    summary: "Google's redirect after sign-in (server-side code exchange)",
    tags: ['auth'],
    querystring: OAuthCallbackQuery,
    response: { 302: z.null() },
  }),
  nativeRedeem: defineRoute({
    method: 'POST',
    path: '/api/auth/native/redeem',
    summary:
      'Native app: exchanges the one-time code from the deep link (with its PKCE verifier) for a bearer token',
    tags: ['auth'],
    body: NativeRedeemBody,
    response: { 200: NativeRedeemResponse, 400: ErrorBody, 401: ErrorBody },
  }),
  googleClientId: defineRoute({
    method: 'GET',
    path: '/api/auth/google-client-id',
    summary: 'The OAuth client id in use (public information)',
    tags: ['auth'],
    response: { 200: GoogleClientIdResponse },
  }),
  preferences: defineRoute({
    method: 'POST',
    path: '/api/user/preferences',
    summary: "Saves the signed-in user's interface language",
    tags: ['user'],
    body: PreferencesBody,
    response: { 200: PreferencesResponse, 401: ErrorBody },
  }),
  getProfile: defineRoute({
    method: 'GET',
    path: '/api/user/profile',
    summary: "The signed-in user's profile",
    tags: ['user'],
    response: { 200: UserProfile, 401: ErrorBody },
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/user/profile',
    summary: "Updates the signed-in user's display name or language",
    tags: ['user'],
    body: UpdateProfileBody,
    response: { 200: UserProfile, 401: ErrorBody },
  }),
  deleteAccount: defineRoute({
    method: 'DELETE',
    path: '/api/user',
    summary: "Deletes the signed-in user's account: revokes every Google grant and deletes all their data",
    tags: ['user'],
    response: { 200: SuccessResponse, 401: ErrorBody },
  }),
} as const;
