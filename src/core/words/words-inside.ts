import type { Catalog, Renderer } from './text.js';

/** What a `Words` keeps inside for `wordValues`: its templates, its locale and its renderers at a view's table. */
export interface WordsInside {
  readonly catalog: Catalog;
  readonly locale: string;
  renderingAt(view: object | null): Readonly<Record<string, Renderer>>;
}

/**
 * The inside of every `Words` the library made, by the `Words` object: `wordValues` reads it, so
 * that the i18next bridge ships only with an app that imports it.
 */
export const WORDS_INSIDE = new WeakMap<object, WordsInside>();
