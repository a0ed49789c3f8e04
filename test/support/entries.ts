/** The package's entry points (`tortuga-rules/…`) and the source file each is built from (tsup.config.ts). */
export const ENTRY_SOURCES: Readonly<Record<string, string>> = {
  'tortuga-rules': './src/index.ts',
  'tortuga-rules/1667': './src/t1667/index.ts',
  'tortuga-rules/dice': './src/dice/index.ts',
  'tortuga-rules/simulate': './src/cli/simulate.ts',
  'tortuga-rules/boardgameio': './src/boardgameio/index.ts',
  'tortuga-rules/1667/words': './src/t1667/words-index.ts',
  'tortuga-rules/1667/en': './src/t1667/en.ts',
  'tortuga-rules/1667/de': './src/t1667/de.ts',
  'tortuga-rules/1667/nl': './src/t1667/nl.ts',
  'tortuga-rules/dice/words': './src/dice/words-index.ts',
  'tortuga-rules/dice/en': './src/dice/en.ts',
  'tortuga-rules/dice/de': './src/dice/de.ts',
  'tortuga-rules/dice/nl': './src/dice/nl.ts',
  'tortuga-rules/rl': './src/rl/index.ts',
  'tortuga-rules/client': './src/client/index.ts',
};
