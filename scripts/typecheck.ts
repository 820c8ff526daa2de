// Type-checks every TypeScript project in the repository (each workspace has its own tsconfig).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/.bin/tsc');
const projects = ['apps', 'packages']
  .flatMap((group) => fs.readdirSync(path.join(root, group)).map((name) => path.join(group, name)))
  .concat(['test', 'scripts', 'bench'])
  .filter((dir) => fs.existsSync(path.join(root, dir, 'tsconfig.json')));

let failed = false;
for (const project of projects) {
  try {
    execFileSync(tsc, ['-p', project], { cwd: root, stdio: 'inherit' });
    console.log(`typecheck ok: ${project}`);
  } catch {
    failed = true;
    console.error(`typecheck failed: ${project}`);
  }
}
process.exit(failed ? 1 : 0);
