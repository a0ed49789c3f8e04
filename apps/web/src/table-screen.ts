import type { BaseAction, BaseConfig, PlayerId } from 'tortuga-rules';
import { menuLevel, type TableSnapshot, type TableStore } from 'tortuga-rules/client';
import { animateChange, positions } from './animate.js';
import { draw, h, type Child, type Drawn } from './dom.js';
import { playScreen, type PlayScreenState } from './play-screen.js';
import { nameOf, type ClientView, type Title, type TitleWords } from './title.js';

/**
 * The one controller of a table, local or online: it draws the table store's snapshot (the
 * hand-over, or the seat's play screen) whenever the store changes, and turns what the person
 * does into the store's calls. What differs between a table at this screen and one on a server
 * is only the frame around the play screen (`TableFrame`).
 */

/** What the kind of table adds to the play screen. */
export interface TableFrame<A, V> {
  /** Drawn above the play screen (an online table: its invitation, free seats for bots, the clocks). */
  above(snapshot: TableSnapshot<V, A>): Child[];
  /** The guided first game's note on the seat's decision, if any. */
  coach?(view: V, words: TitleWords<A, V>): PlayScreenState<A>['coach'];
  /** Told of each action the person chooses, before the store takes it (the guide moves on). */
  chose?(view: V, action: A): void;
  /** A spectator's view of the table, where there is one at this screen (a hot-seat hand-over names the seats as the game does). */
  spectator?(): V;
  /** Told after every change of the store (a local table is kept in the browser). */
  changed?(snapshot: TableSnapshot<V, A>): void;
  /** The play screen's buttons and language switch. */
  readonly buttons: Pick<PlayScreenState<A>, 'onSave' | 'onNewGame' | 'onReplay' | 'locale' | 'onLanguage'>;
}

/** A table on screen: its end, and the screen any view of it would give (for the browser tests). */
export interface ShownTable<V> {
  stop(): void;
  screenFor(view: V): Drawn;
  /** Draws the table again (what the frame draws above it changed). */
  redraw(): void;
}

/** The person's own state at the screen: pieces chosen for direct play and the help last asked for. */
interface Local {
  chosen: string[];
  help: string | null;
  /** Seat and decision (its legal actions) of the view the pieces were chosen in (chosen pieces go when either changes). */
  at: string;
}

/** Shows `store`'s table in `root` until `stop()`; the seconds of a clock count down between the store's changes. */
export function showTable<C extends BaseConfig, S, A extends BaseAction, V extends ClientView<A>, O>(
  root: HTMLElement,
  title: Title<C, S, A, V, O>,
  store: TableStore<V, A>,
  frame: TableFrame<A, V>,
): ShownTable<V> {
  const local: Local = { chosen: [], help: null, at: '' };
  /** The view last drawn and its seat (the base of the next animation, never across seats). */
  let shown: { readonly seat: PlayerId | null; readonly view: V } | null = null;
  let stopped = false;

  const ui = (snapshot: TableSnapshot<V, A>, view: V, words: TitleWords<A, V>): PlayScreenState<A> => ({
    ...frame.buttons,
    menu: snapshot.view === view ? snapshot.menu : menuLevel(view.decision === null ? [] : words.menu(view), []),
    coach: frame.coach?.(view, words) ?? null,
    onAction: (action) => {
      frame.chose?.(view, action);
      local.chosen = [];
      store.choose(action);
    },
    onMenu: (index) => (index === null ? store.back() : store.openGroup(index)),
    chosen: local.chosen,
    onPick: (piece) => {
      local.chosen = local.chosen.includes(piece) ? local.chosen.filter((p) => p !== piece) : [...local.chosen, piece];
      redraw();
    },
    onUndo: snapshot.canUndo ? () => store.undo() : null,
    help: local.help,
    onExplain: (help) => {
      local.help = help;
      redraw();
    },
  });

  const screenOf = (snapshot: TableSnapshot<V, A>, view: V): Drawn => {
    const words: TitleWords<A, V> = snapshot.words;
    return playScreen(title, view, words, view.outcome !== null, ui(snapshot, view, words));
  };

  const handOverScreen = (snapshot: TableSnapshot<V, A>, seat: PlayerId): Drawn => {
    const words: TitleWords<A, V> = snapshot.words;
    const spectator = frame.spectator?.() ?? null;
    const ready = words.say(spectator, 'ui.handOver.ready').text;
    const name = spectator === null ? words.say(null, 'ui.playerName', { player: seat }).text : nameOf(spectator, seat, words);
    return h(
      'div',
      { class: 'handover', role: 'dialog', 'aria-labelledby': 'handover-title' },
      h('h1', { id: 'handover-title' }, words.say(spectator, 'ui.handOver.title', { player: seat }).text),
      h('p', {}, words.say(spectator, 'ui.handOver.body', { player: seat }).text),
      h('button', { type: 'button', class: 'primary', id: 'ready', 'aria-label': `${ready}: ${name}`, onclick: () => store.handedOver() }, ready),
    );
  };

  function redraw(): void {
    if (stopped) return;
    const snapshot = store.getSnapshot();
    const { view, handOver } = snapshot;
    // The pieces stay chosen while the seat's own decision is the same (another seat's move, a bot's answer from its
    // worker, may come between two clicks); they go when the seat or its decision changes.
    const at = view === null ? '' : `${snapshot.seat}/${view.decision === null ? '' : JSON.stringify(view.decision.actions)}`;
    if (at !== local.at) local.chosen = [];
    local.at = at;
    const before = positions(root);
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (handOver !== null) {
      draw(root, handOverScreen(snapshot, handOver));
      root.querySelector<HTMLElement>('#ready')?.focus();
      shown = null;
      return;
    }
    draw(root, h('div', { class: 'table-screen' }, ...frame.above(snapshot), view === null ? null : screenOf(snapshot, view)));
    if (view === null) return;
    // A decision that came while nothing had the focus takes it (its first choice), as a keyboard player expects;
    // the end of the game takes it on its heading, so that a key pressed for the last decision starts no new game.
    if (focusLost) root.querySelector<HTMLElement>('.decision:not(.over) .menu button, .decision.over h2')?.focus();
    for (const log of root.querySelectorAll('.log ol')) log.scrollTop = log.scrollHeight; // the newest entries in sight
    // What changed since this seat's last screen moves and pulses (never across a hand-over: each seat sees its own views only).
    animateChange(root, shown !== null && shown.seat === snapshot.seat ? shown.view : null, view, before, (patches) => title.changedKeys(patches));
    shown = { seat: snapshot.seat, view };
  }

  const unsubscribe = store.subscribe(() => {
    frame.changed?.(store.getSnapshot());
    redraw();
  });
  // Between the store's changes only a clock moves: a redraw each second changes its text alone.
  const ticking = setInterval(() => store.getSnapshot().clocks.length > 0 && redraw(), 1000);
  redraw();
  return {
    stop: () => {
      stopped = true;
      clearInterval(ticking);
      unsubscribe();
      store.close();
    },
    screenFor: (view) => screenOf(store.getSnapshot(), view),
    redraw,
  };
}
