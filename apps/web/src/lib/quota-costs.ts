// YouTube quota costs the screens announce before an action spends them.

/** What a publish (or a revert, which publishes the earlier values) costs: videos.list to re-read (1),
 * videos.update (50), videos.list to read back (1). */
export const PUBLISH_QUOTA_UNITS = 52;
