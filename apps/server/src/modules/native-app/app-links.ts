// The files that let Android and iOS hand https://<host>/auth/callback links to the native app (verified App
// Links / Universal Links): the Digital Asset Links statement and the apple-app-site-association document.
// Built from config; null when the operator has not configured that platform (the file is then not served).
export const APP_LINK_PATHS = ['/auth/callback', '/auth/callback/*'];

export interface NativeAppLinkSettings {
  appId: string;
  androidCertSha256: string[];
  appleTeamId: string | undefined;
}

export function assetLinks(settings: NativeAppLinkSettings) {
  if (settings.androidCertSha256.length === 0) return null;
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: settings.appId,
        sha256_cert_fingerprints: settings.androidCertSha256,
      },
    },
  ];
}

export function appleAppSiteAssociation(settings: NativeAppLinkSettings) {
  if (!settings.appleTeamId) return null;
  return {
    applinks: {
      details: [
        {
          appIDs: [`${settings.appleTeamId}.${settings.appId}`],
          components: APP_LINK_PATHS.map((path) => ({ '/': path })),
        },
      ],
    },
  };
}
