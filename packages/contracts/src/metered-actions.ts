// The metered actions, without zod: the pricing page's usage bars list them before the route schemas have loaded.

/** Every metered action, with its monthly limit per plan. */
export const METERED_ACTIONS = [
  'optimization',
  'thumbnailGeneration',
  'thumbnailUpload',
  'translationLanguage',
  'captionTrack',
  'uploadMinutes',
  'channels',
] as const;
