// Writes the build identity next to the web build, so /version.json names exactly what was built.
import fs from 'node:fs';
import path from 'node:path';
import { describeBuild } from '../apps/server/src/modules/system/version-info.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(repoRoot, 'apps/web/dist');
const environment = (process.env.APP_ENV ?? 'development') as 'production' | 'staging' | 'development';
const info = describeBuild(repoRoot, environment);
fs.mkdirSync(dist, { recursive: true });
fs.writeFileSync(path.join(dist, 'version.json'), `${JSON.stringify(info, null, 2)}\n`);
console.log(`version.json: ${info.version} (${info.commit}) built ${info.buildTime}`);
