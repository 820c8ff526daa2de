import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { landingExample } from './scripts/landing-example.ts';

export default defineProject({
  plugins: [react()],
  define: {
    __SITE_URL__: JSON.stringify('https://vidcraft.test'),
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
