import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'test-guards', include: ['*.test.ts'], setupFiles: ['./no-network.ts'] },
});
