import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { landingExample } from './scripts/landing-example.ts';

// The API server (apps/server) listens on 5000; the dev server proxies everything that is not the web app to it.
const API_ORIGIN = process.env.VIDCRAFT_API_ORIGIN ?? 'http://localhost:5000';
const proxied = ['/api', '/sandbox', '/app-config.json', '/version.json'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: {
    // Canonical and hreflang URLs need an absolute origin; operators set SITE_URL when they build.
    __SITE_URL__: JSON.stringify((process.env.SITE_URL ?? 'http://localhost:5000').replace(/\/+$/, '')),
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
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
  },
});
