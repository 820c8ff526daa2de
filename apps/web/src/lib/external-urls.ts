// Google and YouTube pages that YouTube's developer policies require us to point users to.
export const YOUTUBE_TERMS_URL = 'https://www.youtube.com/t/terms';
export const GOOGLE_PRIVACY_URL = 'https://policies.google.com/privacy';
export const GOOGLE_PERMISSIONS_URL = 'https://myaccount.google.com/permissions';
