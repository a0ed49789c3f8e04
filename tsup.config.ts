import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', '1667': 'src/t1667/index.ts', dice: 'src/dice/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['immer', 'seedrandom'],
});
