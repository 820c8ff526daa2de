// The package runs in the browser too: no Node built-ins, no I/O, no environment, no clock or randomness in
// src/ (the generators in scripts/ read fonts and packages at development time only).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Packages that are themselves pure JavaScript without I/O: compromise tags English parts of speech offline (it
// reads process.env only for its own debug flags, guarded for browsers).
const PURE_PACKAGES = new Set(['compromise']);
const SRC = path.resolve(import.meta.dirname, '../src');
const files = fs.readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));

describe('purity', () => {
  it.each(files)('%s uses no I/O, Node built-ins or non-determinism', (file) => {
    const code = fs.readFileSync(path.join(SRC, file), 'utf8');
    expect(code).not.toMatch(
      /from ['"]node:|require\(|\bBuffer\b|\bprocess\.|\bfetch\(|Math\.random|Date\.now|new Date\(/u,
    );
    for (const match of code.matchAll(/from '([^']+)'/gu)) {
      if (!PURE_PACKAGES.has(match[1] ?? '')) expect(match[1]).toMatch(/^\.\.?\//u);
    }
  });
  it('is deterministic', async () => {
    const { builtinSuggest } = await import('../src/engine/builtin.ts');
    const { knifeSkills: f } = await import('./fixtures/en.ts');
    const input = { ...f, isShort: false, captions: f.captions };
    expect(builtinSuggest(input)).toEqual(builtinSuggest(input));
  });
});
