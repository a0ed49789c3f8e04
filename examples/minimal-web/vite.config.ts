import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sourceAliases } from '../../scripts/source-aliases.js';

/**
 * The minimal web example, built by Vite. In your own project you need no configuration: the
 * package's names resolve to the installed package. Here they point at the library's sources.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  resolve: { alias: sourceAliases() },
  build: { outDir: 'dist', emptyOutDir: true },
});
