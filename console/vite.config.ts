import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';

// Built into dist/console at `npm run build`; the gateway serves it at /console. No CDN: every byte is bundled.
export default defineConfig({
  root: __dirname,
  base: '/console/',
  plugins: [preact()],
  build: { outDir: '../dist/console', emptyOutDir: true, sourcemap: false },
});
