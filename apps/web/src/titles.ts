import type { BaseAction, BaseConfig } from 'tortuga-rules';
import type { TitleId } from './title-info.js';
import type { ClientView, Title } from './title.js';

/**
 * The games as the client plays them, each a chunk of its own (its rules, bots and drawing),
 * fetched when a game of it is begun, loaded, replayed or sat at: a page that only shows the start
 * screen carries neither.
 */

/** Something done with a title, whichever it is (each game's own types inside). */
export type WithTitle = <C extends BaseConfig, S, A extends BaseAction, V extends ClientView<A>, O>(title: Title<C, S, A, V, O>) => void;

/** Fetches the title of `id` (once; the browser keeps the chunk) and does `run` with it. */
export function withTitle(id: TitleId, run: WithTitle): Promise<void> {
  return id === 'tortuga-1667'
    ? import('./title-1667.js').then(({ T1667_TITLE }) => run(T1667_TITLE))
    : import('./title-dice.js').then(({ DICE_TITLE }) => run(DICE_TITLE));
}

/** Any title, as the online screens use it (they draw whichever game the server's table plays, from views they check). */
export type AnyTitle = Title<BaseConfig, unknown, BaseAction, ClientView<BaseAction>, unknown>;

/** Fetches the title of `id` as `AnyTitle`. */
export function loadAnyTitle(id: TitleId): Promise<AnyTitle> {
  return new Promise((resolve, reject) => void withTitle(id, (title) => resolve(title as never)).catch(reject));
}
