import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sourceAliases } from '../../scripts/source-aliases.js';

/**
 * The reference web client. It imports the package by its names, as a user's app does; here
 * the names point at the library's sources, so `npm run web` needs no build of the package
 * first and shows a change to the rules at once.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  resolve: { alias: sourceAliases() },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1024, manifest: true },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
});
