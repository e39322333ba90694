import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { fileURLToPath } from 'node:url';

// Built into dist/console at `npm run build`; the gateway serves it at /console. No CDN: every byte is bundled.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/console/',
  plugins: [preact()],
  build: { outDir: '../dist/console', emptyOutDir: true, sourcemap: false },
});
