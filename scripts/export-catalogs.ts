/**
 * `npm run words:export`: writes every catalog of both games in the formats i18n libraries
 * read — `locales/i18next/<game>.<locale>.json` (i18next JSON v4) and
 * `locales/icu/<game>.<locale>.json` (ICU MessageFormat, one message per key) — from the
 * library's own catalogs, the one source of truth. `test/words-export.test.ts` fails when the
 * files differ from what this script makes, and renders every key through the real libraries.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogToI18next, catalogToIcu } from '../src/core/words/catalog-formats.js';
import { LOCALES, type Catalog } from '../src/core/words/text.js';
import { CATALOGS } from '../src/words-for.js';

const root = join(import.meta.dirname, '..', 'locales');
const FORMATS = [
  ['i18next', catalogToI18next],
  ['icu', (templates: Catalog) => catalogToIcu(templates)],
] as const;
for (const [format, convert] of FORMATS) {
  mkdirSync(join(root, format), { recursive: true });
  for (const game of ['tortuga-1667', 'tortuga-dice'] as const) {
    for (const locale of LOCALES) {
      const file = join(root, format, `${game}.${locale}.json`);
      writeFileSync(file, `${JSON.stringify(convert(CATALOGS[game][locale].templates, locale), null, 2)}\n`);
    }
  }
}
console.log(`Wrote ${2 * 2 * LOCALES.length} files under locales/.`);
