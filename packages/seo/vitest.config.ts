import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'seo',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'eval/**/*.test.ts'],
    setupFiles: ['../../test/no-network.ts'],
  },
});
