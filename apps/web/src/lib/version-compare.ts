// When is the server's build "new" compared with the one this page started with? (spec §4 "Update check")
import type { VersionInfo } from '@vidcraft/contracts';

export type VersionStamp = Pick<VersionInfo, 'version' | 'commit'>;

const UNKNOWN_COMMITS = new Set(['', 'unknown', 'dev', 'local']);

function knownCommit(commit: string | undefined): string | null {
  return commit && !UNKNOWN_COMMITS.has(commit.toLowerCase()) ? commit : null;
}

/** The date part of versions like "2026.11.21-3"; null when there is no dash. */
function datePrefix(version: string): string | null {
  const dash = version.indexOf('-');
  return dash > 0 ? version.slice(0, dash) : null;
}

/**
 * A differing commit when both are known; otherwise a differing version string, unless both versions share
 * the same date prefix before a dash (rebuilds of one day's release are not worth a reload).
 */
export function isNewVersion(current: VersionStamp, latest: VersionStamp): boolean {
  const a = knownCommit(current.commit);
  const b = knownCommit(latest.commit);
  if (a && b) return a !== b;
  if (current.version === latest.version) return false;
  const prefix = datePrefix(current.version);
  return !(prefix !== null && prefix === datePrefix(latest.version));
}

/** A key that names a build, for the list of versions the user already dismissed. */
export function versionKey(stamp: VersionStamp): string {
  return knownCommit(stamp.commit) ?? stamp.version;
}
