import type { PlayerId } from '../core/engine/game.js';
import type { MenuNode, Words } from '../core/words/words.js';
import type { TableSeat } from './table-protocol.js';

/**
 * What every view of either game has that a table store reads: the viewer, the decision count,
 * who decides now, the viewer's decision and the outcome. `T1667View` and `DiceView` are such.
 *
 * @typeParam Action - the game's action
 */
export interface TableView<Action> {
  /** The viewing seat (null: a spectator). */
  readonly player: PlayerId | null;
  /** Decisions taken so far (an online action names the count it answers). */
  readonly decisions: number;
  /** The seats that decide now. */
  readonly toAct: readonly PlayerId[];
  /** The viewer's pending decision, or null. */
  readonly decision: { readonly actions: readonly Action[] } | null;
  /** The result once the game is over, else null. */
  readonly outcome: object | null;
}

/** A deciding seat's clock (Tortuga 1667's timer, T67-OPT-TIMER): when its time runs out, on this machine's clock (ms since the epoch). */
export interface SeatClock {
  /** The seat. */
  readonly seat: PlayerId;
  /** When its decision is taken for it (`Date.now()` scale). */
  readonly deadline: number;
}

/** A request refused (by the rules or the table server), in the words of the table's language. */
export interface TableRefusal {
  /** The stable code (`ILLEGAL_ACTION`, `SEAT_TAKEN`, …). */
  readonly code: string;
  /** The rule it applies, where one does. */
  readonly rule?: string;
  /** What a player reads. */
  readonly text: string;
}

/** The menu at the path the viewer has opened: the nodes of that level and the labels of the groups opened. */
export interface MenuLevel<Action> {
  /** The nodes to choose from now. */
  readonly nodes: readonly MenuNode<Action>[];
  /** The labels of the groups opened, from the top. */
  readonly groups: readonly string[];
  /** The path (indices from the top level) that leads here. */
  readonly path: readonly number[];
}

/** How the table is reached: a local table is always `open`; an online one may be `connecting`, `lost` (reconnecting) or `closed`. */
export type TableConnection = 'connecting' | 'open' | 'lost' | 'closed';

/**
 * Everything a screen draws, at one moment. A new object whenever anything changes (compare
 * snapshots by identity, as React's `useSyncExternalStore` does); never changed in place.
 *
 * @typeParam View - the game's view
 * @typeParam Action - the game's action
 */
export interface TableSnapshot<View, Action> {
  /** The connection (local tables: always `open`). */
  readonly connection: TableConnection;
  /** The seat whose screen this is (null: a spectator, or nobody until the first view). */
  readonly seat: PlayerId | null;
  /** At a hot-seat table, the seat the screen is to be handed to: its view is not shown until `handedOver()`. */
  readonly handOver: PlayerId | null;
  /** The seat's view (null until the first view, and during a hand-over). */
  readonly view: View | null;
  /** The game's words in the table's language, with the people's names. */
  readonly words: Words<View, Action, unknown>;
  /** The decision's menu at the path opened (no nodes when the seat has no decision). */
  readonly menu: MenuLevel<Action>;
  /** Whether `undo()` has something to take back (local tables, outside the rules). */
  readonly canUndo: boolean;
  /** The deciding seats' clocks, where the table has a timer. */
  readonly clocks: readonly SeatClock[];
  /** Who sits where (local tables: people and bots by seat). */
  readonly seats: readonly TableSeat[];
  /** The last refusal, until the next change of the view. */
  readonly refusal: TableRefusal | null;
  /** Whether the game is over. */
  readonly over: boolean;
}

/**
 * A table for one screen, framework-free: read `getSnapshot()`, be told of changes by
 * `subscribe`, act with `choose`, `openGroup`/`back`, `undo`, `handedOver`. Both React's
 * `useSyncExternalStore(store.subscribe, store.getSnapshot)` and a Svelte or Vue store wrap it in a
 * few lines (see the UI guide).
 *
 * @typeParam View - the game's view
 * @typeParam Action - the game's action
 */
export interface TableStore<View, Action> {
  /** What to draw now (the same object until something changes). */
  getSnapshot(): TableSnapshot<View, Action>;
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /** Takes one of the seat's legal actions (a menu leaf's action); refused ones end up in `refusal`. */
  choose(action: Action): void;
  /** Opens the menu group at `index` of the level shown. */
  openGroup(index: number): void;
  /** Goes back one menu level. */
  back(): void;
  /** Takes back the seat's last decision (local tables; see `canUndo`). */
  undo(): void;
  /** Shows the view of the seat the screen was handed to. */
  handedOver(): void;
  /** The table's words anew (another language): `words(names)` makes them for the people's names. */
  setWords(words: (names: readonly (string | null)[]) => Words<View, Action, unknown>): void;
  /** Ends the table here: timers stop, the connection closes, listeners hear no more. */
  close(): void;
}

/** The menu level `path` leads to in `menu` (a path past a leaf or out of range stops where it breaks). */
export function menuLevel<Action>(menu: readonly MenuNode<Action>[], path: readonly number[]): MenuLevel<Action> {
  let nodes = menu;
  const groups: string[] = [];
  const taken: number[] = [];
  for (const index of path) {
    const node = nodes[index];
    if (node === undefined || node.children.length === 0) break;
    groups.push(node.label.text);
    taken.push(index);
    nodes = node.children;
  }
  return { nodes, groups, path: taken };
}

/** Listeners and the current snapshot: what both kinds of table share. */
export class Listeners {
  private readonly listeners = new Set<() => void>();
  private closed = false;

  /** Adds a listener; returns its removal. */
  add(listener: () => void): () => void {
    if (this.closed) return () => {};
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells every listener (a listener that throws does not keep the others from hearing). */
  tell(): void {
    let failure: unknown = null;
    for (const listener of [...this.listeners]) {
      try {
        listener();
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure !== null) queueMicrotask(() => reportError(failure));
  }

  /** No listener hears anything more. */
  close(): void {
    this.closed = true;
    this.listeners.clear();
  }
}

/** Hands an error a listener threw to the platform's report (an uncaught error in the browser's console, Node's `uncaughtException`). */
function reportError(error: unknown): never {
  throw error;
}

/** Names the first key of `options` that `allowed` lacks (own keys only), in a TypeError: an unknown option is never ignored. */
export function checkOptionKeys(options: object, allowed: readonly string[], what: string): void {
  for (const key of Object.keys(options))
    if (!allowed.includes(key)) throw new TypeError(`Unknown option "${key.slice(0, 40)}" of ${what}: it takes ${allowed.join(', ')}.`);
}
