// Build identity: written to the web dist as version.json by `npm run build`; computed from the checkout when
// the app runs unbuilt (development), so /version.json always answers.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { VersionInfo, type AppEnvironment } from '@vidcraft/contracts';

function git(repoRoot: string, args: string[]): string {
  try {
    return execFileSync('git', args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

export function describeBuild(
  repoRoot: string,
  environment: AppEnvironment,
  buildTime = new Date(),
): VersionInfo {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    version: string;
    description?: string;
  };
  return {
    version: pkg.version,
    buildTime: buildTime.toISOString(),
    commit: git(repoRoot, ['rev-parse', '--short=12', 'HEAD']),
    branch: git(repoRoot, ['rev-parse', '--abbrev-ref', 'HEAD']),
    environment,
    description: pkg.description ?? 'Vidcraft',
  };
}

export function loadVersionInfo(distDir: string, repoRoot: string, environment: AppEnvironment): VersionInfo {
  const file = path.join(distDir, 'version.json');
  if (fs.existsSync(file)) {
    const built = VersionInfo.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    // The environment is where it runs now, not where it was built.
    if (built.success) return { ...built.data, environment };
  }
  return describeBuild(repoRoot, environment);
}
