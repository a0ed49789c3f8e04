import type { PlayerNames } from './player-names.js';
import { catalogProblems, type GameName, type WordCatalog } from './word-catalog.js';
import type { Catalog } from './text.js';

/** Options of a game's words (`t1667Words`, `diceWords`). */
export interface WordsOptions {
  /**
   * A catalog of the same game whose templates stand in for keys the catalog lacks (an app's
   * partial translation over the English words). Without it a missing key throws a RangeError
   * naming it when it is first said; `tortuga-rules words check` finds such gaps beforehand.
   */
  readonly fallback?: WordCatalog;
  /**
   * The players' names, by seat, as `playerNames` checked them: a named seat is called by its
   * name in every text — narration, prompts, labels, refusals —, except that the viewer is still
   * "you"; a seat without one keeps the game's own name (its character or its number).
   */
  readonly names?: PlayerNames;
}

/** Templates already read, by catalog object: a catalog is checked once, however many `Words` are made of it. */
const read = new WeakMap<object, Catalog>();

/**
 * A catalog's templates, checked (its shape, its locale, every template's syntax and renderer
 * kinds): a catalog from outside that fails throws a TypeError listing what is wrong. With a
 * fallback, the fallback's templates fill the keys the catalog lacks.
 */
export function catalogTemplates(catalog: WordCatalog, game: GameName, kinds: readonly string[], options: WordsOptions = {}): Catalog {
  const own = checked(catalog, game, kinds);
  if (options.fallback === undefined) return own;
  return { ...checked(options.fallback, game, kinds), ...own };
}

function checked(catalog: WordCatalog, game: GameName, kinds: readonly string[]): Catalog {
  const known = typeof catalog === 'object' && catalog !== null ? read.get(catalog) : undefined;
  if (known !== undefined) return known;
  const problems = catalogProblems(catalog, game, kinds);
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).join('\n  ');
    throw new TypeError(`Not a usable ${game} catalog:\n  ${shown}${problems.length > 10 ? `\n  … and ${problems.length - 10} more` : ''}`);
  }
  const templates: Catalog = Object.freeze({ ...catalog.templates });
  read.set(catalog, templates);
  return templates;
}
