import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mobile', include: ['test/**/*.test.ts'], setupFiles: ['../../test/no-network.ts'] },
});
