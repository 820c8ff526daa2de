// Every Google URL in one object, so "live Google" versus "the sandbox" is one switch (DESIGN §1).
// Browser-facing URLs (the consent page) use the public address; server-to-server calls use the back channel.
import type { GoogleMode } from '@vidcraft/contracts';
import type { Config } from '../../config.ts';

export interface GoogleEndpoints {
  mode: GoogleMode;
  /** Expected `iss` of ID tokens; also stored with each OAuth flow to refuse mix-ups. */
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  /** Which identity (`sub`) a token's grant belongs to. */
  tokeninfoUrl: string;
  userinfoUrl: string;
  jwksUrl: string;
  pemCertsUrl: string;
  /** Data API base, e.g. https://youtube.googleapis.com/youtube/v3 */
  youtubeApiUrl: string;
  /** Upload base, e.g. https://youtube.googleapis.com/upload/youtube/v3 */
  youtubeUploadUrl: string;
  /** YouTube Analytics API base, e.g. https://youtubeanalytics.googleapis.com/v2 */
  youtubeAnalyticsUrl: string;
  /** YouTube Reporting API base, e.g. https://youtubereporting.googleapis.com/v1 */
  youtubeReportingUrl: string;
}

export const LIVE_GOOGLE: GoogleEndpoints = {
  mode: 'live',
  issuer: 'https://accounts.google.com',
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  revokeUrl: 'https://oauth2.googleapis.com/revoke',
  tokeninfoUrl: 'https://oauth2.googleapis.com/tokeninfo',
  userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  pemCertsUrl: 'https://www.googleapis.com/oauth2/v1/certs',
  youtubeApiUrl: 'https://youtube.googleapis.com/youtube/v3',
  youtubeUploadUrl: 'https://youtube.googleapis.com/upload/youtube/v3',
  youtubeAnalyticsUrl: 'https://youtubeanalytics.googleapis.com/v2',
  youtubeReportingUrl: 'https://youtubereporting.googleapis.com/v1',
};

/** The sandbox's endpoints given its public base (issuer, browser) and back-channel base (server calls). */
export function sandboxEndpoints(publicBase: string, backChannelBase: string = publicBase): GoogleEndpoints {
  return {
    mode: 'sandbox',
    issuer: publicBase,
    authorizationUrl: `${publicBase}/o/oauth2/v2/auth`,
    tokenUrl: `${backChannelBase}/token`,
    revokeUrl: `${backChannelBase}/revoke`,
    tokeninfoUrl: `${backChannelBase}/tokeninfo`,
    userinfoUrl: `${backChannelBase}/v1/userinfo`,
    jwksUrl: `${backChannelBase}/oauth2/v3/certs`,
    pemCertsUrl: `${backChannelBase}/oauth2/v1/certs`,
    youtubeApiUrl: `${backChannelBase}/youtube/v3`,
    youtubeUploadUrl: `${backChannelBase}/upload/youtube/v3`,
    youtubeAnalyticsUrl: `${backChannelBase}/youtubeanalytics/v2`,
    youtubeReportingUrl: `${backChannelBase}/youtubereporting/v1`,
  };
}

export function googleEndpointsFor(config: Config): GoogleEndpoints {
  if (config.google.mode === 'live') return LIVE_GOOGLE;
  if (config.google.sandboxUrl) return sandboxEndpoints(config.google.sandboxUrl);
  // Mounted in this process: the server reaches it over loopback, whatever PUBLIC_URL is.
  return sandboxEndpoints(`${config.publicUrl}/sandbox`, `http://127.0.0.1:${config.port}/sandbox`);
}
