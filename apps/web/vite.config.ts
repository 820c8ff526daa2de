import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { appShellPlugins } from './scripts/app-shell-plugins.ts';
import { blogPlugin } from './scripts/blog/vite-plugin-blog.ts';
import { landingExample } from './scripts/landing-example.ts';
import { chunkFileNames, chunkGroups } from './scripts/chunk-groups.ts';

// The API server (apps/server) listens on 5000; the dev server proxies everything that is not the web app to it.
const API_ORIGIN = process.env.VIDCRAFT_API_ORIGIN ?? 'http://localhost:5000';
const proxied = ['/api', '/sandbox', '/app-config.json', '/version.json'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), blogPlugin(), ...appShellPlugins()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
    // The landing page's example: the Basic engine's real output, made now.
    __LANDING_EXAMPLE__: JSON.stringify(landingExample()),
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_ORIGIN, changeOrigin: true }])),
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsDir: 'assets',
    // The prerender step reads the manifest to preload each page's route chunk, then moves it out of dist.
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      // Prerendered public pages load only the boot script at first; it loads the app (index.html's entry).
      input: { index: 'index.html', boot: 'src/boot/public-page-boot.ts' },
      // The prerender build (--ssr) keeps rolldown's default chunks.
      output: isSsrBuild ? {} : { codeSplitting: { groups: chunkGroups }, chunkFileNames },
    },
  },
}));
