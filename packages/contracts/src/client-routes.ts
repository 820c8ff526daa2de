// Written by `npm run contracts:client-routes` from the route contracts; do not edit. A test fails when it is stale.
// The web app calls the API through these: each route's method and path, with its contract as a type only, so a
// screen that calls the API loads neither zod nor the schemas (decision 055).
import type * as contracts from './index.ts';
import type { ClientRoutes } from './client-route.ts';

export const achievementRoutes: ClientRoutes<typeof contracts.achievementRoutes> = {
  list: { method: 'GET', path: '/api/achievements' },
  announce: { method: 'POST', path: '/api/achievements/announced' },
};

export const adminOpsRoutes: ClientRoutes<typeof contracts.adminOpsRoutes> = {
  jobs: { method: 'GET', path: '/api/admin/jobs' },
  retryJob: { method: 'POST', path: '/api/admin/jobs/:id/retry' },
  cancelJob: { method: 'POST', path: '/api/admin/jobs/:id/cancel' },
  youtubeQuota: { method: 'GET', path: '/api/admin/youtube-quota' },
  aiSpend: { method: 'GET', path: '/api/admin/ai-spend' },
  settings: { method: 'GET', path: '/api/admin/settings' },
  updateSetting: { method: 'PUT', path: '/api/admin/settings/:key' },
};

export const adminUserRoutes: ClientRoutes<typeof contracts.adminUserRoutes> = {
  users: { method: 'GET', path: '/api/admin/users' },
  user: { method: 'GET', path: '/api/admin/users/:id' },
  setAccess: { method: 'PUT', path: '/api/admin/users/:id/access' },
  setRole: { method: 'PUT', path: '/api/admin/users/:id/role' },
  grantPlan: { method: 'PUT', path: '/api/admin/users/:id/plan' },
  grantCredits: { method: 'POST', path: '/api/admin/users/:id/credits' },
  deleteUser: { method: 'DELETE', path: '/api/admin/users/:id' },
  auditLog: { method: 'GET', path: '/api/admin/audit-log' },
};

export const analyticsRoutes: ClientRoutes<typeof contracts.analyticsRoutes> = {
  overview: { method: 'GET', path: '/api/analytics/overview' },
  video: { method: 'GET', path: '/api/analytics/videos/:id' },
  refresh: { method: 'POST', path: '/api/analytics/refresh' },
};

export const authRoutes: ClientRoutes<typeof contracts.authRoutes> = {
  status: { method: 'GET', path: '/api/auth/status' },
  me: { method: 'GET', path: '/api/auth/me' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  googleStart: { method: 'GET', path: '/api/auth/google' },
  googleCallback: { method: 'GET', path: '/api/auth/google/callback' },
  nativeRedeem: { method: 'POST', path: '/api/auth/native/redeem' },
  googleClientId: { method: 'GET', path: '/api/auth/google-client-id' },
  preferences: { method: 'POST', path: '/api/user/preferences' },
  getProfile: { method: 'GET', path: '/api/user/profile' },
  updateProfile: { method: 'PUT', path: '/api/user/profile' },
  deleteAccount: { method: 'DELETE', path: '/api/user' },
};

export const billingRoutes: ClientRoutes<typeof contracts.billingRoutes> = {
  portal: { method: 'POST', path: '/api/billing/portal' },
  sandboxCheckout: { method: 'GET', path: '/api/billing/sandbox-checkout/:id' },
  completeSandboxCheckout: { method: 'POST', path: '/api/billing/sandbox-checkout/:id' },
};

export const captionRoutes: ClientRoutes<typeof contracts.captionRoutes> = {
  check: { method: 'POST', path: '/api/videos/:id/captions/check', multipart: true },
  insert: { method: 'POST', path: '/api/videos/:id/captions', multipart: true },
  saveCues: { method: 'POST', path: '/api/videos/:id/captions/:trackId/cues' },
  replace: { method: 'POST', path: '/api/videos/:id/captions/:trackId/replace', multipart: true },
  remove: { method: 'DELETE', path: '/api/videos/:id/captions/:trackId' },
};

export const connectionRoutes: ClientRoutes<typeof contracts.connectionRoutes> = {
  list: { method: 'GET', path: '/api/youtube-connections' },
  activate: { method: 'POST', path: '/api/youtube-connections/:id/activate' },
  refresh: { method: 'POST', path: '/api/youtube-connections/:id/refresh' },
  remove: { method: 'DELETE', path: '/api/youtube-connections/:id' },
  stats: { method: 'GET', path: '/api/youtube-connections/:id/stats' },
  channelStatus: { method: 'GET', path: '/api/auth/youtube/connections/:channelId/status' },
  connectStart: { method: 'POST', path: '/api/auth/youtube/connect' },
  connectCallback: { method: 'GET', path: '/api/auth/youtube/callback' },
  connectNativeComplete: { method: 'POST', path: '/api/auth/youtube/native/complete' },
  youtubeStatus: { method: 'GET', path: '/api/youtube/status' },
  userChannels: { method: 'GET', path: '/api/youtube/user-channels' },
  userChannel: { method: 'GET', path: '/api/youtube/user-channel' },
  reauth: { method: 'POST', path: '/api/youtube/reauth' },
};

export const experimentRoutes: ClientRoutes<typeof contracts.experimentRoutes> = {
  preview: { method: 'POST', path: '/api/experiments/preview' },
  start: { method: 'POST', path: '/api/experiments' },
  list: { method: 'GET', path: '/api/experiments' },
  get: { method: 'GET', path: '/api/experiments/:id' },
  stop: { method: 'POST', path: '/api/experiments/:id/stop' },
};

export const jobRoutes: ClientRoutes<typeof contracts.jobRoutes> = {
  get: { method: 'GET', path: '/api/jobs/:id' },
  events: { method: 'GET', path: '/api/jobs/:id/events' },
};

export const optimizationRoutes: ClientRoutes<typeof contracts.optimizationRoutes> = {
  optimize: { method: 'POST', path: '/api/ai-video-optimizer' },
  suggestion: { method: 'GET', path: '/api/suggestions/:id' },
  latestSuggestion: { method: 'GET', path: '/api/videos/:id/suggestions' },
  publish: { method: 'PUT', path: '/api/videos/:id' },
  recordOptimization: { method: 'POST', path: '/api/record-optimization' },
  history: { method: 'GET', path: '/api/optimization-history' },
  revert: { method: 'POST', path: '/api/optimization-history' },
  usageOptimizations: { method: 'GET', path: '/api/usage/optimizations/:id' },
  usageLimits: { method: 'GET', path: '/api/usage/limits/:id' },
  analyzeChannel: { method: 'POST', path: '/api/youtube/analyze-channel/:id' },
};

export const planRoutes: ClientRoutes<typeof contracts.planRoutes> = {
  plans: { method: 'GET', path: '/api/subscription-plans' },
  userSubscription: { method: 'GET', path: '/api/user-subscription/:id' },
  startSubscription: { method: 'POST', path: '/api/user-subscription' },
  quotaStatus: { method: 'GET', path: '/api/quota-status/:id' },
  adminPlans: { method: 'GET', path: '/api/admin/plans' },
  createPlan: { method: 'POST', path: '/api/admin/plans' },
  updatePlan: { method: 'PUT', path: '/api/admin/plans/:id' },
  deletePlan: { method: 'DELETE', path: '/api/admin/plans/:id' },
};

export const statusRoutes: ClientRoutes<typeof contracts.statusRoutes> = {
  status: { method: 'GET', path: '/api/status' },
  incidents: { method: 'GET', path: '/api/admin/incidents' },
  createIncident: { method: 'POST', path: '/api/admin/incidents' },
  updateIncident: { method: 'PATCH', path: '/api/admin/incidents/:id' },
  deleteIncident: { method: 'DELETE', path: '/api/admin/incidents/:id' },
};

export const syncRoutes: ClientRoutes<typeof contracts.syncRoutes> = {
  syncChannel: { method: 'POST', path: '/api/youtube/sync-channel-manual' },
  syncVideosManual: { method: 'POST', path: '/api/youtube/sync-videos-manual' },
  syncVideos: { method: 'POST', path: '/api/youtube/sync-videos' },
  progress: { method: 'GET', path: '/api/youtube/sync-progress' },
  stats: { method: 'GET', path: '/api/youtube/sync-stats' },
};

export const systemRoutes: ClientRoutes<typeof contracts.systemRoutes> = {
  health: { method: 'GET', path: '/api/health' },
  versionFile: { method: 'GET', path: '/version.json' },
  version: { method: 'GET', path: '/api/version' },
  appConfig: { method: 'GET', path: '/app-config.json' },
};

export const thumbnailRoutes: ClientRoutes<typeof contracts.thumbnailRoutes> = {
  capabilities: { method: 'GET', path: '/api/thumbnails/capabilities' },
  render: { method: 'POST', path: '/api/thumbnails/render' },
  create: { method: 'POST', path: '/api/thumbnails' },
  list: { method: 'GET', path: '/api/thumbnails' },
  get: { method: 'GET', path: '/api/thumbnails/:id' },
  image: { method: 'GET', path: '/api/thumbnails/:id/image' },
  uploadBackground: { method: 'POST', path: '/api/thumbnails/backgrounds', multipart: true },
  generateBackground: { method: 'POST', path: '/api/thumbnails/backgrounds/generate' },
  backgrounds: { method: 'GET', path: '/api/thumbnails/backgrounds' },
  upload: { method: 'POST', path: '/api/youtube/upload-thumbnail', multipart: true },
  revert: { method: 'POST', path: '/api/youtube/revert-thumbnail' },
  uploads: { method: 'GET', path: '/api/thumbnails/uploads' },
  uploadImage: { method: 'GET', path: '/api/thumbnails/uploads/:id/image' },
  record: { method: 'POST', path: '/api/thumbnails/record-thumbnail' },
  quota: { method: 'GET', path: '/api/thumbnails/quota/:id' },
  usage: { method: 'GET', path: '/api/usage/thumbnails/:id' },
};

export const translationRoutes: ClientRoutes<typeof contracts.translationRoutes> = {
  capabilities: { method: 'GET', path: '/api/translation/capabilities' },
  estimate: { method: 'POST', path: '/api/translation/estimate' },
  translate: { method: 'POST', path: '/api/translate-video' },
  list: { method: 'GET', path: '/api/translation-results' },
  results: { method: 'GET', path: '/api/translation-results/:id' },
  edit: { method: 'PATCH', path: '/api/translation-results/:id/languages/:language' },
  review: { method: 'POST', path: '/api/translation-results/:id/languages/:language/review' },
  publishAttempts: { method: 'GET', path: '/api/translation-results/:id/publish-attempts' },
  publishCaptions: { method: 'POST', path: '/api/translation-results/:id/publish-attempts' },
  publishOne: { method: 'POST', path: '/api/publish-translation' },
  publishAll: { method: 'POST', path: '/api/publish-all-translations' },
  invite: { method: 'POST', path: '/api/translation-results/:id/languages/:language/reviewers' },
  revokeInvite: { method: 'DELETE', path: '/api/translation-reviewers/:id' },
  reviewView: { method: 'GET', path: '/api/translation-review/:token' },
  reviewEdit: { method: 'PATCH', path: '/api/translation-review/:token' },
  reviewDecide: { method: 'POST', path: '/api/translation-review/:token/review' },
  glossary: { method: 'GET', path: '/api/channels/:channelId/glossary' },
  saveGlossary: { method: 'PUT', path: '/api/channels/:channelId/glossary' },
  quota: { method: 'GET', path: '/api/translation-quota/:id' },
  analyzeCaptions: { method: 'POST', path: '/api/youtube-enhanced/analyze-captions' },
};

export const uploadRoutes: ClientRoutes<typeof contracts.uploadRoutes> = {
  capabilities: { method: 'GET', path: '/api/uploads/capabilities' },
  create: { method: 'POST', path: '/api/videos' },
  list: { method: 'GET', path: '/api/uploads' },
  get: { method: 'GET', path: '/api/uploads/:id' },
  frame: { method: 'GET', path: '/api/uploads/:id/frames/:index' },
  frameBackground: { method: 'POST', path: '/api/uploads/:id/frames/:index/background' },
  publish: { method: 'POST', path: '/api/uploads/:id/publish' },
  remove: { method: 'DELETE', path: '/api/uploads/:id' },
};

export const videoRoutes: ClientRoutes<typeof contracts.videoRoutes> = {
  channelVideos: { method: 'GET', path: '/api/user/channel-videos' },
  channelVideo: { method: 'GET', path: '/api/channel-videos/:id' },
  video: { method: 'GET', path: '/api/videos/:id' },
  details: { method: 'GET', path: '/api/videos/:id/details' },
  captions: { method: 'GET', path: '/api/videos/:id/captions' },
  captionsRefresh: { method: 'POST', path: '/api/videos/:id/captions/refresh' },
  captionDownload: { method: 'POST', path: '/api/videos/:id/captions/:trackId/download' },
  refresh: { method: 'POST', path: '/api/videos/:id/refresh' },
  refreshBatch: { method: 'POST', path: '/api/videos/refresh-batch-enhanced' },
};
