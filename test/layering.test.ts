// The layering rules (eslint.layers.js) catch what they are meant to: code planted where it does not belong
// fails the lint that `npm run check` runs, and the same code in its proper place passes.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function messagesFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const PLANTED_ROUTE = `
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
export function registerPlanted(app: FastifyInstance, db: Kysely<Database>) {
  app.get('/api/planted', async () => db.selectFrom('users').selectAll().execute());
}
`;

describe('layering rules', () => {
  it('refuse a SQL query planted in a route', async () => {
    const messages = await messagesFor('apps/server/src/modules/videos/planted.routes.ts', PLANTED_ROUTE);
    expect(messages.some((m) => m.startsWith('no-restricted-syntax') && m.includes('*.repo.ts'))).toBe(true);
    expect(messages.some((m) => m.startsWith('no-restricted-imports'))).toBe(true);
  });

  it('refuse raw sql and repository imports outside repositories', async () => {
    const service = `import { sql } from 'kysely';\nexport const q = sql\`select 1\`;\n`;
    expect(await messagesFor('apps/server/src/modules/system/planted.service.ts', service)).not.toHaveLength(
      0,
    );
    const route = `import { UsersRepo } from '../auth/users.repo.ts';\nexport const r = UsersRepo;\n`;
    const messages = await messagesFor('apps/server/src/modules/videos/planted.routes.ts', route);
    expect(messages.some((m) => m.includes('Routes call services'))).toBe(true);
  });

  it('keep packages/seo free of Node and of other workspaces', async () => {
    const code = `import fs from 'node:fs';\nimport { z } from '@vidcraft/contracts';\nexport const x = [fs, z];\n`;
    const messages = await messagesFor('packages/seo/src/planted.ts', code);
    expect(messages.filter((m) => m.startsWith('no-restricted-imports'))).toHaveLength(2);
  });

  it('let a repository query the database', async () => {
    const repo = `import { sql, type Kysely } from 'kysely';\nexport const q = (db: Kysely<never>) => sql\`select 1\`.execute(db);\n`;
    expect(await messagesFor('apps/server/src/modules/system/planted.repo.ts', repo)).toEqual([]);
  });
});
