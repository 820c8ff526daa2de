import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-node-flags.ts';

const scripts = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('the flags the server runs with', () => {
  it.each(['start', 'serve', 'worker'])('are the ones `npm run %s` passes to node', (name) => {
    const command = scripts[name] ?? '';
    expect(command).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} apps/server/src/main.ts`);
  });
});
