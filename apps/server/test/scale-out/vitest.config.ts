// The scale-out proof (issue 20) is its own Vitest project: it starts server processes on the PostgreSQL and
// Redis services of the machine, so `.ci/run` runs it apart from the unit and integration suites.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scale-out',
    root: import.meta.dirname,
    include: ['*.proof.ts'],
    setupFiles: ['../../../../test/no-network.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // One cluster per file, files one after another: the machine has two cores.
    fileParallelism: false,
  },
});
