import { defineConfig } from 'vitest/config';

// Each workspace is its own Vitest project, so `npm test` runs them all and a workspace can run alone.
export default defineConfig({
  test: {
    projects: ['test', 'packages/*', 'apps/server', 'apps/web', 'apps/mobile'],
  },
});
