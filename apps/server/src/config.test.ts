import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'embedded', dir: path.join(path.resolve('./data'), 'db') });
    expect(config.role).toBe('all');
    expect(config.logLevel).toBe('info');
    expect(config.jobs.runWorkers).toBe(true);
  });

  it('names the variable that is wrong and what it held', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT: .*\(got "abc"\)/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('reports every bad variable at once', () => {
    try {
      loadConfig({ PORT: '0', ROLE: 'boss' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/ROLE/);
    }
  });

  it('refuses API-only or worker-only processes on the embedded database', () => {
    expect(() => loadConfig({ ROLE: 'worker' })).toThrow(/ROLE: "worker" needs DATABASE_URL/);
    const config = loadConfig({ ROLE: 'api', DATABASE_URL: 'postgres://localhost/vidcraft' });
    expect(config.jobs.runWorkers).toBe(false);
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://localhost/vidcraft' });
  });

  it('derives the public URL from the port and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://vidcraft.example.com/' }).publicUrl).toBe(
      'https://vidcraft.example.com',
    );
  });
});
