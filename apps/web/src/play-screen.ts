import { cloneElement, isValidElement, toChildArray } from 'preact';
import { type BaseAction, type BaseConfig, type Locale, type PlayerId } from 'tortuga-rules';
import type { MenuLevel } from 'tortuga-rules/client';
import { h, helpful, PLAYER_COLOURS, type Child, type Drawn } from './dom.js';
import { nameOf, pickablePieces, pickedActions, type ClientView, type Title, type TitleWords } from './title.js';
import { leadsToSuggested } from './guide.js';
import { languagePicker } from './language-picker.js';

/** What the play screen shows besides the view: where the viewer is in the menu, and what it can do with the game. */
export interface PlayScreenState<A> {
  /** The decision's menu at the level the viewer has opened (the table store's `menu`). */
  readonly menu: MenuLevel<A>;
  /** Chooses a legal action. */
  readonly onAction: (action: A) => void;
  /** Opens a menu group (or goes back with `null`). */
  readonly onMenu: (index: number | null) => void;
  /** Buttons for the header and the end of the game (an online table keeps no record here: no saving, no replay). */
  readonly onSave?: () => void;
  readonly onNewGame: () => void;
  readonly onReplay?: () => void;
  /** Pieces chosen on the table for direct play (`data-pick`), in the order clicked. */
  readonly chosen?: readonly string[];
  /** Chooses or lets go of a piece on the table. */
  readonly onPick?: (piece: string) => void;
  /** Takes back the viewer's last decision (local games); absent when there is none to take back. */
  readonly onUndo?: (() => void) | null;
  /** The guided first game's note on this decision: its words, and the actions it suggests (marked in the menu). */
  readonly coach?: { readonly text: string; readonly suggests: (action: A) => boolean } | null;
  /** The help shown in the help note (what the viewer last asked to be explained), and how to ask. */
  readonly help?: string | null;
  readonly onExplain?: (help: string) => void;
  /** The page's language, and a switch to another during the game. */
  readonly locale?: Locale;
  readonly onLanguage?: (locale: Locale) => void;
}

/** The language switch of the header. */
function languageSwitch<A>(ui: PlayScreenState<A>, label: string): Drawn | null {
  if (ui.onLanguage === undefined || ui.locale === undefined) return null;
  return languagePicker('game-language', label, ui.locale, ui.onLanguage);
}

/** The actions the pieces chosen on the table stand for, as buttons (or a hint when they stand for none yet). */
function direct<A, V extends ClientView<A>>(view: V, words: TitleWords<A, V>, ui: PlayScreenState<A>, picked: readonly A[]): Drawn | null {
  if ((ui.chosen ?? []).length === 0) return null;
  return h(
    'div',
    { class: 'menu direct', role: 'group', 'aria-label': words.say(view, 'ui.direct').text },
    ...picked.map((action) => {
      const label = words.label(view, action);
      return h('button', { type: 'button', class: 'leaf', title: label.long.text, onclick: () => ui.onAction(action) }, label.short.text);
    }),
    picked.length === 0 ? h('p', { class: 'crumbs' }, words.say(view, 'ui.direct.more').text) : null,
  );
}

/** The viewer's decision: the prompt and the menu of its legal actions, one level at a time. */
function decision<A, V extends ClientView<A>>(view: V, words: TitleWords<A, V>, ui: PlayScreenState<A>, picked: readonly A[]): Drawn {
  const prompt = words.prompt(view);
  if (prompt === null || view.decision === null) {
    const waiting = words.say(view, 'ui.waiting', { players: view.toAct.length === 0 ? 'none' : view.toAct }).text;
    return h(
      'section',
      { key: 'waiting', class: 'decision waiting', 'aria-label': words.say(view, 'ui.decision').text, 'aria-live': 'polite' },
      h('p', {}, waiting),
    );
  }
  const { nodes, groups: group } = ui.menu;
  return h(
    'section',
    // Keyed apart from the end's panel: its menu buttons (always with a title) are never made into the end's (without one).
    { key: 'decision', class: 'decision', 'aria-label': words.say(view, 'ui.decision').text, 'aria-live': 'polite' },
    h('h2', {}, words.say(view, 'ui.decision').text),
    ui.coach ? h('div', { class: 'guide', role: 'note' }, h('strong', {}, words.say(view, 'ui.guide.title').text), ' ', ui.coach.text) : null,
    h('p', { class: 'prompt' }, prompt.text),
    direct(view, words, ui, picked),
    group.length > 0 ? h('p', { class: 'crumbs' }, group.join(' › ')) : null,
    h(
      'div',
      { class: 'menu', role: 'group', 'aria-label': group.length > 0 ? group.join(' › ') : prompt.text },
      ...nodes.map((node, index) =>
        h(
          'button',
          {
            type: 'button',
            class: `${node.action === null ? 'group' : 'leaf'}${ui.coach && leadsToSuggested(node, ui.coach.suggests) ? ' suggested' : ''}`,
            // Always a title (empty when the node has no long form): Preact takes a title away by emptying it, and a fresh drawing must read the same.
            title: node.long?.text ?? '',
            onclick: () => (node.action === null ? ui.onMenu(index) : ui.onAction(node.action)),
          },
          node.label.text,
          node.action === null ? ' …' : '',
        ),
      ),
      ui.menu.path.length > 0 ? h('button', { type: 'button', class: 'back', onclick: () => ui.onMenu(null) }, words.say(view, 'ui.back').text) : null,
    ),
  );
}

/** The end of the game: the outcome as the log tells it, and what to do next. */
function ending<A, V extends ClientView<A>>(view: V, words: TitleWords<A, V>, ui: PlayScreenState<A>): Drawn {
  const last = view.log[view.log.length - 1];
  return h(
    'section',
    { key: 'over', class: 'decision over', 'aria-label': words.say(view, 'ui.over').text },
    // Focusable by the page alone (tabindex −1): where the focus goes when the game ends.
    h('h2', { tabindex: -1 }, words.say(view, 'ui.over').text),
    last === undefined ? null : h('p', { class: 'outcome' }, words.narrate(view, last as never).text),
    h(
      'div',
      { class: 'menu' },
      h('button', { type: 'button', onclick: ui.onNewGame }, words.say(view, 'ui.newGame').text),
      ui.onReplay ? h('button', { type: 'button', onclick: ui.onReplay }, words.say(view, 'ui.replay').text) : null,
      ui.onSave ? h('button', { type: 'button', onclick: ui.onSave }, words.say(view, 'ui.save').text) : null,
    ),
  );
}

/** The panel of what only the viewer sees; none for a spectator. */
export function secretsPanel<C extends BaseConfig, S, A extends BaseAction, V extends ClientView<A>, O>(
  title: Title<C, S, A, V, O>,
  view: V,
  words: TitleWords<A, V>,
): Drawn | null {
  const secrets = title.secrets(view, words);
  if (secrets === null) return null;
  return h('section', { class: 'secrets', 'aria-label': words.say(view, 'ui.secrets').text }, h('h2', {}, words.say(view, 'ui.secrets').text), ...secrets);
}

/** Every player's public side, in seat order: colour, name, facts; the viewer's own underlined. */
export function roster<C extends BaseConfig, S, A extends BaseAction, V extends ClientView<A>, O>(
  title: Title<C, S, A, V, O>,
  view: V,
  words: TitleWords<A, V>,
): Drawn {
  return h(
    'ul',
    { class: 'roster' },
    ...Array.from({ length: view.players }, (_, player) => {
      const { name, facts } = title.seat(view, player, words);
      const shown = facts
        .filter((fact) => fact !== '')
        .flatMap((fact, i) => [i === 0 ? null : ' · ', typeof fact === 'string' ? fact : helpful(fact.help, fact.text)]);
      return h(
        'li',
        { class: player === view.player ? 'me' : '', 'data-key': `seat-${player}` },
        h('span', { class: 'dot', style: `background:${PLAYER_COLOURS[player]}`, 'aria-hidden': 'true' }),
        h('strong', {}, name),
        h('span', { class: 'facts' }, ...shown),
      );
    }),
  );
}

/** The log, narrated for the viewer, newest last. */
export function logList<A, V extends ClientView<A>>(view: V, words: TitleWords<A, V>): Drawn {
  return h(
    'section',
    { class: 'log', 'aria-label': words.say(view, 'ui.log').text },
    h('h2', {}, words.say(view, 'ui.log').text),
    // A live log: a screen reader says each new entry as it comes.
    h('ol', { role: 'log', 'aria-label': words.say(view, 'ui.log').text }, ...view.log.map((entry) => h('li', {}, words.narrate(view, entry as never).text))),
  );
}

/** The player aid, folded away until opened. */
function playerAid<C extends BaseConfig, S, A extends BaseAction, V extends ClientView<A>, O>(title: Title<C, S, A, V, O>, words: TitleWords<A, V>): Drawn {
  const aid = title.aid(words);
  return h('details', { class: 'aid' }, h('summary', {}, aid.title), ...aid.paragraphs.map((text) => h('p', {}, text)));
}

/**
 * What a click or key on the screen does: a thing that explains itself (`data-help`) shows its help
 * in the help note when clicked, tapped or chosen with Enter or Space; a piece that can be chosen
 * for direct play (`.pickable[data-pick]`) is chosen or let go.
 */
function onScreenEvent<A>(ui: PlayScreenState<A>): (event: Event) => void {
  return (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const explained = target?.closest('[data-help]');
    if (explained && ui.onExplain && (!(event instanceof KeyboardEvent) || event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      ui.onExplain(explained.getAttribute('data-help')!);
    }
    const piece = event instanceof KeyboardEvent ? null : target?.closest('.pickable[data-pick]');
    if (piece && ui.onPick) ui.onPick(piece.getAttribute('data-pick')!);
  };
}

/**
 * Direct play: while the viewer has a decision, the pieces of the screen that can stand for an
 * action (`data-pick`) are marked `pickable`, and the chosen ones `chosen` — only what some legal
 * action stands for (the rest of the table stays a drawing).
 */
function markPieces(node: Child, pickable: ReadonlySet<string>, chosen: readonly string[]): Child {
  if (!isValidElement(node)) return node;
  const props = node.props as { readonly 'data-pick'?: unknown; readonly class?: unknown; readonly children?: Child };
  const children = toChildArray(props.children).map((child) => markPieces(child, pickable, chosen));
  const pick = props['data-pick'];
  const marked =
    typeof pick === 'string' && pickable.has(pick)
      ? { class: `${typeof props.class === 'string' ? `${props.class} ` : ''}pickable${chosen.includes(pick) ? ' chosen' : ''}` }
      : {};
  return cloneElement(node, marked, ...children);
}

/**
 * The whole screen of one player (or a spectator) from its view alone: nothing here reads
 * the state, so the screen can show only what the view shows.
 */
export function playScreen<C extends BaseConfig, S, A extends BaseAction, V extends ClientView<A>, O>(
  title: Title<C, S, A, V, O>,
  view: V,
  words: TitleWords<A, V>,
  over: boolean,
  ui: PlayScreenState<A>,
): Drawn {
  const names = (p: PlayerId): string => nameOf(view, p, words);
  const picked = pickedActions(title, view, ui.chosen ?? []);
  const screen = h(
    'div',
    { class: `play ${title.id}`, onclick: onScreenEvent(ui), onkeydown: onScreenEvent(ui) },
    h(
      'header',
      {},
      h('h1', {}, words.say(view, `ui.game.${title.id}`).text),
      h('p', { class: 'you' }, view.player === null ? words.say(view, 'ui.spectating').text : words.say(view, 'ui.you', { name: names(view.player) }).text),
      ui.onUndo ? h('button', { type: 'button', id: 'undo', onclick: ui.onUndo }, words.say(view, 'ui.undo').text) : null,
      ui.onSave ? h('button', { type: 'button', onclick: ui.onSave }, words.say(view, 'ui.save').text) : null,
      h('button', { type: 'button', onclick: ui.onNewGame }, words.say(view, 'ui.newGame').text),
      languageSwitch(ui, words.say(view, 'ui.setup.language').text),
    ),
    h(
      'div',
      { class: 'layout' },
      h(
        'section',
        { class: 'table-area', 'aria-label': words.say(view, 'ui.table').text },
        h('p', { class: 'pan-cue', 'aria-hidden': 'true' }, words.say(view, 'ui.panCue').text),
        title.table(view, words),
      ),
      h(
        'aside',
        {},
        h('p', { class: 'help-note', role: 'status', hidden: (ui.help ?? null) === null }, ui.help ?? null),
        over ? ending(view, words, ui) : decision(view, words, ui, picked),
        secretsPanel(title, view, words),
        roster(title, view, words),
        playerAid(title, words),
      ),
    ),
    logList(view, words),
  );
  return view.decision === null || ui.onPick === undefined ? screen : (markPieces(screen, pickablePieces(title, view), ui.chosen ?? []) as Drawn);
}
