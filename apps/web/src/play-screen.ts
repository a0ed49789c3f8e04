import { LOCALES, type BaseAction, type BaseConfig, type Locale, type MenuNode, type PlayerId } from 'tortuga-rules';
import { h, helpful, PLAYER_COLOURS } from './dom.js';
import { nameOf, pickablePieces, pickedActions, type ClientView, type Title, type TitleWords } from './title.js';
import { leadsToSuggested } from './guide.js';

/** What the play screen shows besides the view: where the viewer is in the menu, and what it can do with the game. */
export interface PlayScreenState<A> {
  /** The menu nodes chosen so far (indices from the top level). */
  readonly menuPath: readonly number[];
  /** Chooses a legal action. */
  readonly onAction: (action: A) => void;
  /** Opens a menu group (or goes back with `null`). */
  readonly onMenu: (index: number | null) => void;
  /** Buttons for the header and the end of the game. */
  readonly onSave: () => void;
  readonly onNewGame: () => void;
  readonly onReplay: () => void;
  /** Pieces chosen on the table for direct play (`data-pick`), in the order clicked. */
  readonly chosen?: readonly string[];
  /** Chooses or lets go of a piece on the table. */
  readonly onPick?: (piece: string) => void;
  /** Takes back the viewer's last decision (local games); absent when there is none to take back. */
  readonly onUndo?: (() => void) | null;
  /** The guided first game's note on this decision: its words, and the actions it suggests (marked in the menu). */
  readonly coach?: { readonly text: string; readonly suggests: (action: A) => boolean } | null;
  /** The page's language, and a switch to another during the game. */
  readonly locale?: Locale;
  readonly onLanguage?: (locale: Locale) => void;
}

/** Each language by its own name. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', de: 'Deutsch', nl: 'Nederlands' };

/** The language switch of the header. */
function languageSwitch<A>(ui: PlayScreenState<A>, label: string): HTMLElement | null {
  if (ui.onLanguage === undefined || ui.locale === undefined) return null;
  const change = ui.onLanguage;
  return h(
    'label',
    { class: 'language' },
    label,
    ' ',
    h(
      'select',
      { id: 'game-language', onchange: (event) => change((event.target as HTMLSelectElement).value as Locale) },
      ...LOCALES.map((l) => h('option', { value: l, selected: l === ui.locale }, LANGUAGE_NAMES[l])),
    ),
  );
}

/** The menu level the path leads to: its nodes and the title of the group opened. */
function menuLevel<A>(menu: readonly MenuNode<A>[], path: readonly number[]): { nodes: readonly MenuNode<A>[]; group: string[] } {
  let nodes = menu;
  const group: string[] = [];
  for (const index of path) {
    const node = nodes[index];
    if (node === undefined || node.children.length === 0) break;
    group.push(node.label.text);
    nodes = node.children;
  }
  return { nodes, group };
}

/** The actions the pieces chosen on the table stand for, as buttons (or a hint when they stand for none yet). */
function direct<A, V extends ClientView<A>>(view: V, words: TitleWords<A, V>, ui: PlayScreenState<A>, picked: readonly A[]): HTMLElement | null {
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
function decision<A, V extends ClientView<A>>(view: V, words: TitleWords<A, V>, ui: PlayScreenState<A>, picked: readonly A[]): HTMLElement {
  const prompt = words.prompt(view);
  if (prompt === null || view.decision === null) {
    const waiting = words.say(view, 'ui.waiting', { players: view.toAct.length === 0 ? 'none' : view.toAct }).text;
    return h('section', { class: 'decision waiting', 'aria-label': words.say(view, 'ui.decision').text }, h('p', {}, waiting));
  }
  const { nodes, group } = menuLevel(words.menu(view), ui.menuPath);
  return h(
    'section',
    { class: 'decision', 'aria-label': words.say(view, 'ui.decision').text },
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
            title: node.long?.text ?? null,
            onclick: () => (node.action === null ? ui.onMenu(index) : ui.onAction(node.action)),
          },
          node.label.text,
          node.action === null ? ' …' : '',
        ),
      ),
      ui.menuPath.length > 0 ? h('button', { type: 'button', class: 'back', onclick: () => ui.onMenu(null) }, words.say(view, 'ui.back').text) : null,
    ),
  );
}

/** The end of the game: the outcome as the log tells it, and what to do next. */
function ending<A, V extends ClientView<A>>(view: V, words: TitleWords<A, V>, ui: PlayScreenState<A>): HTMLElement {
  const last = view.log[view.log.length - 1];
  return h(
    'section',
    { class: 'decision over', 'aria-label': words.say(view, 'ui.over').text },
    h('h2', {}, words.say(view, 'ui.over').text),
    last === undefined ? null : h('p', { class: 'outcome' }, words.narrate(view, last as never).text),
    h(
      'div',
      { class: 'menu' },
      h('button', { type: 'button', onclick: ui.onNewGame }, words.say(view, 'ui.newGame').text),
      h('button', { type: 'button', onclick: ui.onReplay }, words.say(view, 'ui.replay').text),
      h('button', { type: 'button', onclick: ui.onSave }, words.say(view, 'ui.save').text),
    ),
  );
}

/** The panel of what only the viewer sees; none for a spectator. */
export function secretsPanel<C extends BaseConfig, S, A extends BaseAction, V extends ClientView<A>, O>(
  title: Title<C, S, A, V, O>,
  view: V,
  words: TitleWords<A, V>,
): HTMLElement | null {
  const secrets = title.secrets(view, words);
  if (secrets === null) return null;
  return h('section', { class: 'secrets', 'aria-label': words.say(view, 'ui.secrets').text }, h('h2', {}, words.say(view, 'ui.secrets').text), ...secrets);
}

/** Every player's public side, in seat order: colour, name, facts; the viewer's own underlined. */
export function roster<C extends BaseConfig, S, A extends BaseAction, V extends ClientView<A>, O>(
  title: Title<C, S, A, V, O>,
  view: V,
  words: TitleWords<A, V>,
): HTMLElement {
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
export function logList<A, V extends ClientView<A>>(view: V, words: TitleWords<A, V>): HTMLElement {
  return h(
    'section',
    { class: 'log', 'aria-label': words.say(view, 'ui.log').text },
    h('h2', {}, words.say(view, 'ui.log').text),
    h('ol', {}, ...view.log.map((entry) => h('li', {}, words.narrate(view, entry as never).text))),
  );
}

/** The player aid, folded away until opened. */
function playerAid<C extends BaseConfig, S, A extends BaseAction, V extends ClientView<A>, O>(
  title: Title<C, S, A, V, O>,
  words: TitleWords<A, V>,
): HTMLElement {
  const aid = title.aid(words);
  return h('details', { class: 'aid' }, h('summary', {}, aid.title), ...aid.paragraphs.map((text) => h('p', {}, text)));
}

/**
 * Shows the help of whatever explains itself (`data-help`) in the screen's help note when it is
 * clicked or tapped, or chosen with Enter or Space.
 */
function explainOnDemand(screen: HTMLElement): void {
  const note = screen.querySelector<HTMLElement>('.help-note')!;
  const explain = (event: Event): void => {
    const target = (event.target as Element | null)?.closest('[data-help]');
    if (target === null || target === undefined) return;
    if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    note.textContent = target.getAttribute('data-help');
    note.hidden = false;
  };
  screen.addEventListener('click', explain);
  screen.addEventListener('keydown', explain);
}

/**
 * Direct play: while the viewer has a decision, the pieces on the table that can stand for an
 * action (`data-pick`) are chosen and let go by clicking; the chosen ones are marked.
 */
function playDirectly<C extends BaseConfig, S, A extends BaseAction, V extends ClientView<A>, O>(
  screen: HTMLElement,
  title: Title<C, S, A, V, O>,
  view: V,
  ui: PlayScreenState<A>,
): void {
  if (view.decision === null || ui.onPick === undefined) return;
  const pick = ui.onPick;
  // Only what some legal action stands for can be chosen (the rest of the table stays a drawing).
  const pickable = pickablePieces(title, view);
  for (const piece of screen.querySelectorAll('[data-pick]')) {
    if (!pickable.has(piece.getAttribute('data-pick')!)) continue;
    piece.classList.add('pickable');
    if ((ui.chosen ?? []).includes(piece.getAttribute('data-pick')!)) piece.classList.add('chosen');
  }
  screen.addEventListener('click', (event) => {
    const piece = (event.target as Element | null)?.closest('.pickable[data-pick]');
    if (piece) pick(piece.getAttribute('data-pick')!);
  });
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
): HTMLElement {
  const names = (p: PlayerId): string => nameOf(view, p, words);
  const picked = pickedActions(title, view, ui.chosen ?? []);
  const screen = h(
    'div',
    { class: `play ${title.id}` },
    h(
      'header',
      {},
      h('h1', {}, words.say(view, `ui.game.${title.id}`).text),
      h('p', { class: 'you' }, view.player === null ? words.say(view, 'ui.spectating').text : words.say(view, 'ui.you', { name: names(view.player) }).text),
      ui.onUndo ? h('button', { type: 'button', id: 'undo', onclick: ui.onUndo }, words.say(view, 'ui.undo').text) : null,
      h('button', { type: 'button', onclick: ui.onSave }, words.say(view, 'ui.save').text),
      h('button', { type: 'button', onclick: ui.onNewGame }, words.say(view, 'ui.newGame').text),
      languageSwitch(ui, words.say(view, 'ui.setup.language').text),
    ),
    h(
      'div',
      { class: 'layout' },
      h('section', { class: 'table-area', 'aria-label': words.say(view, 'ui.table').text }, title.table(view, words)),
      h(
        'aside',
        {},
        h('p', { class: 'help-note', role: 'status', hidden: true }),
        over ? ending(view, words, ui) : decision(view, words, ui, picked),
        secretsPanel(title, view, words),
        roster(title, view, words),
        playerAid(title, words),
      ),
    ),
    logList(view, words),
  );
  explainOnDemand(screen);
  playDirectly(screen, title, view, ui);
  return screen;
}
