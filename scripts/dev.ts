// `npm run dev`: the API with restart-on-change (node --watch) and the web app with hot reload (Vite).
// Open http://localhost:5173 — Vite proxies /api, /sandbox and the config files to the API on :5000.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../apps/server/src/server-node-flags.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };

const api = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--watch', 'apps/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const pretty = spawn(bin('pino-pretty'), ['--colorize', '--ignore', 'pid,hostname'], {
  stdio: ['pipe', 'inherit', 'inherit'],
});
api.stdout.pipe(pretty.stdin);
const web = spawn(bin('vite'), [], { cwd: path.join(root, 'apps/web'), env, stdio: 'inherit' });

const children = [api, pretty, web];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
