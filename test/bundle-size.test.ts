import { build, type Plugin } from 'esbuild';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ENTRY_SOURCES } from './support/entries.js';

/**
 * What a browser app ships: the committed fixtures in test/bundle, each bundled as an app's
 * bundler would (esbuild: bundle, minify, ES module, browser), measured gzip -9. The rules
 * alone, then the words in one language; a language is its own import, and an app in one
 * language ships no other. A minified browser build is a production build (esbuild sets
 * `process.env.NODE_ENV` to `'production'`, as Vite and webpack do), so the engine's English
 * refusals stay out. `docs/guides/words.md` has the figures; `scripts/consumer-check.mjs`
 * measures the same programs from the installed package.
 */
const LIMITS = { rules1667: 22_000, rulesDice: 15_000, perLocale: 12_000 };

/** Resolves `tortuga-rules/…` to the sources, as the package's entry points are built from them. */
const fromSources: Plugin = {
  name: 'tortuga-rules',
  setup(b) {
    b.onResolve({ filter: /^tortuga-rules(\/.*)?$/ }, (args) => {
      const file = ENTRY_SOURCES[args.path];
      return file === undefined ? { errors: [{ text: `no entry point ${args.path}` }] } : { path: resolve(file) };
    });
  },
};

const bundles = new Map<string, Promise<{ gzip: number; code: string }>>();
function bundle(fixture: string): Promise<{ gzip: number; code: string }> {
  let made = bundles.get(fixture);
  if (made === undefined) {
    made = build({
      entryPoints: [resolve('test/bundle', `${fixture}.ts`)],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      plugins: [fromSources],
      logLevel: 'silent',
    }).then((result) => {
      const code = result.outputFiles[0]!.contents;
      return { gzip: gzipSync(code, { level: 9 }).length, code: new TextDecoder().decode(code) };
    });
    bundles.set(fixture, made);
  }
  return made;
}

/** A template each catalog alone has (said by no other language): its presence shows the catalog shipped. */
const MARKERS = { en: 'You draw', de: 'Du ziehst', nl: 'Je trekt' } as const;

describe('bundle sizes: what a browser app ships', () => {
  it(`the rules of Tortuga 1667 alone are at most ${LIMITS.rules1667 / 1000} KB gzip, the dice game's at most ${LIMITS.rulesDice / 1000} KB`, async () => {
    const t1667 = await bundle('rules-1667');
    const dice = await bundle('rules-dice');
    console.log(`[bundle] rules only: Tortuga 1667 ${t1667.gzip} B, dice ${dice.gzip} B (gzip -9)`);
    expect(t1667.gzip).toBeLessThanOrEqual(LIMITS.rules1667);
    expect(dice.gzip).toBeLessThanOrEqual(LIMITS.rulesDice);
    // No language at all: no narration, and not the engine's English refusals either.
    for (const marker of Object.values(MARKERS)) expect(t1667.code).not.toContain(marker);
    for (const refusal of ['Keep at least one die', 'You have nothing to decide', 'Tortuga 1667 is for 2 to 9 players']) {
      expect(t1667.code + dice.code, refusal).not.toContain(refusal);
    }
  }, 60_000);

  for (const game of ['1667', 'dice'] as const) {
    for (const locale of ['en', 'de', 'nl'] as const) {
      it(`${game}: the words in ${locale} add at most ${LIMITS.perLocale / 1000} KB gzip, and no other language ships`, async () => {
        const rules = await bundle(`rules-${game}`);
        const words = await bundle(`${game}-${locale}`);
        console.log(`[bundle] ${game} + ${locale}: ${words.gzip} B (+${words.gzip - rules.gzip} B)`);
        expect(words.gzip - rules.gzip).toBeLessThanOrEqual(LIMITS.perLocale);
        if (game === '1667') {
          expect(words.code).toContain(MARKERS[locale]);
          for (const other of ['en', 'de', 'nl'] as const)
            if (other !== locale) expect(words.code, `${other} in the ${locale} bundle`).not.toContain(MARKERS[other]);
        }
      }, 60_000);
    }
  }
});
