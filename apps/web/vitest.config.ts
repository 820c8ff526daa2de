import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { landingExample } from './scripts/landing-example.ts';
import { blogPlugin } from './scripts/blog/vite-plugin-blog.ts';

export default defineProject({
  plugins: [react(), blogPlugin()],
  define: {
    __BUILD_DATE__: JSON.stringify('2026-01-02'),
    __BUILD_YEAR__: '2026',
    __LANDING_EXAMPLE__: JSON.stringify(landingExample()),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['../../test/no-network.ts', './src/test/setup.ts'],
  },
});
