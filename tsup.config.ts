import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The library: one entry per game plus the root, for browsers and Node alike, and the
    // boardgame.io adapter (it imports only boardgame.io's types).
    entry: {
      index: 'src/index.ts',
      '1667': 'src/t1667/index.ts',
      dice: 'src/dice/index.ts',
      boardgameio: 'src/boardgameio/index.ts',
      // The words of each game, and each language on its own: an app ships only the languages it imports.
      '1667-words': 'src/t1667/words-index.ts',
      '1667-en': 'src/t1667/en.ts',
      '1667-de': 'src/t1667/de.ts',
      '1667-nl': 'src/t1667/nl.ts',
      'dice-words': 'src/dice/words-index.ts',
      'dice-en': 'src/dice/en.ts',
      'dice-de': 'src/dice/de.ts',
      'dice-nl': 'src/dice/nl.ts',
      // The research interface: action ids, masks, tensors.
      rl: 'src/rl/index.ts',
      // The table store for user interfaces (local and online tables).
      client: 'src/client/index.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    // No `clean`: tsup's declaration build would delete the other configurations' .d.ts files
    // when it starts after them; `npm run build` empties dist first.
    sourcemap: false,
    splitting: true,
    treeshake: true,
    target: 'es2022',
    platform: 'neutral',
    external: ['immer', 'seedrandom', 'boardgame.io'],
  },
  {
    // `tortuga-rules/simulate`, for Node: the simulation as a library function, with types. Its
    // worker threads run dist/cli-worker.js through the bundled tinypool (dist/entry/worker.js).
    entry: { simulate: 'src/cli/simulate.ts' },
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { types: ['node'] } },
    sourcemap: false,
    splitting: true,
    shims: true,
    target: 'node20',
    platform: 'node',
    external: ['immer', 'seedrandom'],
    noExternal: ['tinypool'],
  },
  {
    // The `tortuga-rules` command and its worker threads, for Node. Commander, wrap-ansi and tinypool are bundled, so
    // that the package's runtime dependencies stay immer and seedrandom.
    // tinypool is bundled too; its thread entry goes to dist/entry/worker.js, where the bundled
    // pool looks for it (next to the chunk that starts the threads).
    entry: { cli: 'src/cli/main.ts', 'cli-worker': 'src/cli/worker.ts', 'entry/worker': 'node_modules/tinypool/dist/entry/worker.js' },
    format: ['esm'],
    sourcemap: false,
    splitting: true,
    target: 'node20',
    platform: 'node',
    external: ['immer', 'seedrandom'],
    noExternal: ['commander', 'wrap-ansi', 'tinypool'],
    // Commander is CommonJS: give the ES module bundle a `require` for its Node built-ins.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  },
]);
