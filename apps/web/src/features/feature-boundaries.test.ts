// @vitest-environment node
// The feature-boundary rule (eslint.layers.js) catches what it is meant to: a feature reaching into another
// feature's internals, or src/lib importing a feature, fails the lint that `npm run check` runs; imports of a
// feature's public modules pass. The list of public modules stays true to the feature directories.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });
const featuresDir = path.join(root, 'apps/web/src/features');

async function restrictions(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

async function publicModules(): Promise<Record<string, string[]>> {
  const layers = path.join(root, 'eslint.layers.js');
  const module = (await import(layers)) as { WEB_FEATURE_PUBLIC_MODULES: Record<string, string[]> };
  return module.WEB_FEATURE_PUBLIC_MODULES;
}

describe('web feature boundaries', () => {
  it("refuse a feature importing another feature's internal module", async () => {
    const code = `import { fetchConnections } from '../channels/connections-api.ts';\nexport const load = fetchConnections;\n`;
    const messages = await restrictions('apps/web/src/features/dashboard/planted.ts', code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Feature "channels" offers only use-connections.ts');
  });

  it('refuse a feature without public modules, and a feature nobody listed', async () => {
    const code = [
      `import { SeoAuditPage } from '../seo-audit/seo-audit-page.tsx';`,
      `import { Planted } from '../brand-new/planted.tsx';`,
      'export const both = [SeoAuditPage, Planted];',
      '',
    ].join('\n');
    const messages = await restrictions('apps/web/src/features/videos/planted.tsx', code);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('Feature "seo-audit" has no public modules');
    expect(messages[1]).toContain('not listed in WEB_FEATURE_PUBLIC_MODULES');
  });

  it('let a feature import public modules, its own files, lib and components', async () => {
    const code = [
      `import { useConnections } from '../channels/use-connections.ts';`,
      `import { useMe } from '../auth/use-me.ts';`,
      `import { DashboardCard } from '../../components/dashboard-card.tsx';`,
      `import { callApi } from '../../lib/api-client.ts';`,
      `import { SyncCard } from './sync-card.tsx';`,
      'export const all = [useConnections, useMe, DashboardCard, callApi, SyncCard];',
      '',
    ].join('\n');
    expect(await restrictions('apps/web/src/features/dashboard/planted.ts', code)).toEqual([]);
  });

  it('refuse src/lib and src/components importing a feature', async () => {
    const code = `import { useMe } from '../features/auth/use-me.ts';\nexport const me = useMe;\n`;
    const messages = await restrictions('apps/web/src/lib/planted.ts', code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('import none of them');
    const deeper = `import { useMe } from '../../features/auth/use-me.ts';\nexport const me = useMe;\n`;
    expect(await restrictions('apps/web/src/components/ui/planted.ts', deeper)).toHaveLength(1);
  });

  it('list every feature directory, and only public modules that exist', async () => {
    const listed = await publicModules();
    const directories = readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(listed).sort()).toEqual(directories);
    for (const [feature, modules] of Object.entries(listed)) {
      for (const module of modules)
        expect(existsSync(path.join(featuresDir, feature, module)), module).toBe(true);
    }
  });
});
