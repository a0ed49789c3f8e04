import { AID_DICE } from './rule-texts.js';
import { dieFace } from './glyphs.js';
import { TITLE_INFO } from './title-info.js';
import { type ChestColour, type DiceAction, type DiceActionKind, type DiceView, type PlayerId } from 'tortuga-rules';
import { wordsDice } from './words.js';
import { DICE_ACTIONS, tortugaDice, tortugaDiceStates, type DiceConfig } from 'tortuga-rules/dice';
import { fittedLabel, h, helpfulSvg, label, PLAYER_COLOURS, s, type Drawn } from './dom.js';
import { drawing, nameOf, type ActionPieces, type Title, type TitleWords } from './title.js';
import { GUIDE_DICE } from './guide-dice.js';

type W = TitleWords<DiceAction, DiceView>;

const CHEST_FILL: Readonly<Record<ChestColour, string>> = { red: '#c63b3b', blue: '#2e6fd8', yellow: '#f0c419', white: '#f6f1e4', purple: '#8646a8' };
const FIELDS = 8;

/** A row of chests in their colours. */
function chestRow(view: DiceView, x: number, y: number, colours: readonly ChestColour[], words: W): Drawn {
  return s(
    'g',
    { class: 'chests' },
    ...colours.map((colour, i) =>
      s(
        'rect',
        { x: x + i * 15, y, width: 12, height: 10, rx: 2, fill: CHEST_FILL[colour], stroke: '#2b1d0e' },
        s('title', {}, words.say(view, `name.colour.${colour}`).text),
      ),
    ),
  );
}

/** Chests in words: their colours, or none. */
function chestsSaid(view: DiceView, colours: readonly ChestColour[], words: W): string {
  return colours.length === 0 ? words.say(view, 'summary.none').text : colours.map((colour) => words.say(view, `name.colour.${colour}`).text).join(', ');
}

/** The two tracks, fields 1–8: every player's ship and pirate marker. */
function tracks(view: DiceView, words: W): Drawn {
  const fieldX = (field: number): number => 150 + (field - 1) * 98;
  const lane = (kind: 'ship' | 'pirate', y: number): Drawn =>
    s(
      'g',
      { class: `track ${kind}` },
      helpfulSvg(words.say(view, `help.dice.track.${kind}`).text, label(70, y + 28, words.say(view, `ui.track.${kind}`).text, { class: 'small' })),
      ...Array.from({ length: FIELDS }, (_, i) =>
        s(
          'g',
          {},
          s('rect', { x: fieldX(i + 1), y, width: 92, height: 56, rx: 6, class: 'field' }),
          label(fieldX(i + 1) + 10, y + 10, `${i + 1}`, { class: 'tiny' }),
        ),
      ),
      ...view.seats.map((seat) => {
        const x = fieldX(kind === 'ship' ? seat.ship : seat.pirate) + 20 + (seat.player % 2) * 36;
        const cy = y + 20 + Math.floor(seat.player / 2) * 22;
        return s(
          'g',
          { class: 'marker', 'data-move': `marker-${kind}-${seat.player}` },
          s('title', {}, `${nameOf(view, seat.player, words)}: ${words.say(view, `name.track.${kind}`).text}`),
          kind === 'ship'
            ? s('path', {
                d: `M${x - 14} ${cy - 6} L${x + 14} ${cy - 6} L${x + 9} ${cy + 7} L${x - 9} ${cy + 7} Z`,
                fill: PLAYER_COLOURS[seat.player],
                stroke: '#2b1d0e',
              })
            : s('circle', { cx: x, cy, r: 9, fill: PLAYER_COLOURS[seat.player], stroke: '#2b1d0e' }),
          label(x, cy, `${seat.player + 1}`, { class: 'marker-label' }),
        );
      }),
    );
  return s('g', {}, lane('ship', 14), lane('pirate', 78));
}

/** The central island, the bag and the advantage tokens. */
function centre(view: DiceView, words: W): Drawn {
  return s(
    'g',
    { class: 'centre' },
    s('ellipse', { cx: 480, cy: 172, rx: 170, ry: 26, class: 'island' }),
    helpfulSvg(words.say(view, 'help.dice.island').text, fittedLabel(392, 172, words.say(view, 'ui.island').text, 130, 13, { class: 'island-label' })),
    chestRow(view, 482, 166, view.centralIsland, words),
    label(150, 172, words.say(view, 'ui.bag', { n: view.bagSize }).text, { class: 'small' }),
    helpfulSvg(
      words.say(view, 'help.dice.advantage').text,
      label(810, 172, words.say(view, 'ui.advantage', { n: view.advantageSupply }).text, { class: 'small' }),
    ),
  );
}

/** One player's board: Tortuga, ship, crew and island fields, dice placed this round, tokens. */
function board(view: DiceView, player: PlayerId, x: number, y: number, words: W): Drawn {
  const seat = view.seats[player]!;
  const field = (key: string, fy: number, colours: readonly ChestColour[]): Drawn[] => [
    helpfulSvg(
      words.say(view, `help.dice.field.${key}`).text,
      label(x + 16, fy + 5, words.say(view, `name.field.${key}`).text, { class: 'small', 'text-anchor': 'start' }),
    ),
    s(
      'g',
      { 'data-key': `fields-${player}-${key}` },
      // Named by what it holds, as the game names fields and colours.
      s('title', {}, `${words.say(view, `name.field.${key}`).text}: ${chestsSaid(view, colours, words)}`),
      chestRow(view, x + 176, fy, colours, words),
    ),
  ];
  const actions = DICE_ACTIONS.map((action: DiceActionKind, i) => {
    const ax = x + 16 + i * 88;
    const dice = seat.placed[action];
    const total = seat.totals[action];
    return s(
      'g',
      { class: 'action', 'data-key': `dice-${player}-${action}`, 'data-pick': player === view.player ? `field-${action}` : null },
      s(
        'title',
        {},
        `${words.say(view, `name.action.${action}`).text}: ${dice.length === 0 ? words.say(view, 'summary.none').text : dice.map((die) => die.value).join(' + ')}`,
      ),
      helpfulSvg(
        words.say(view, `help.dice.action.${action}`).text,
        // 11 px (`.tiny`) over a field 82 wide: "Bemanning inhuren" takes two lines.
        fittedLabel(ax + 40, y + 126, words.say(view, `name.action.${action}`).text, 84, 11, { class: 'tiny' }),
      ),
      s('rect', { x: ax, y: y + 138, width: 82, height: 26, rx: 4, class: 'action-field' }),
      ...dice.map((die, d) =>
        s(
          'g',
          {},
          s('rect', { x: ax + 4 + d * 19, y: y + 142, width: 17, height: 17, rx: 3, class: die.skull ? 'die skull' : 'die' }),
          label(ax + 12.5 + d * 19, y + 150.5, `${die.value}`, { class: 'die-label' }),
        ),
      ),
      seat.advantage[action] > 0 ? label(ax + 74, y + 172, `+${seat.advantage[action]}`, { class: 'tiny advantage' }) : null,
      total === null ? null : label(ax + 70, y + 151, `${total}`, { class: 'tiny total' }),
    );
  });
  return s(
    'g',
    { class: 'board', 'data-player': player, 'data-pick': player === view.player ? null : `seat-${player}` },
    s('title', {}, nameOf(view, player, words)),
    s('rect', { x, y, width: 456, height: 180, rx: 10, class: player === view.player ? 'board-bg me' : 'board-bg', stroke: PLAYER_COLOURS[player] }),
    label(x + 16, y + 16, nameOf(view, player, words), { class: 'board-name', 'text-anchor': 'start', fill: PLAYER_COLOURS[player] }),
    // Whether the player has chosen, beside the name (on the line below it did not fit a phone's larger text in Dutch).
    seat.hasChosen ? label(x + 440, y + 16, words.say(view, 'ui.vote.committed').text, { class: 'small', 'text-anchor': 'end' }) : null,
    label(
      x + 16,
      y + 102,
      `${words.say(view, 'ui.tokenCount', { n: seat.tokenCount }).text} · ${words.say(view, 'ui.diceInHand', { n: seat.diceInHand }).text}`,
      { class: 'small', 'text-anchor': 'start' },
    ),
    ...field('tortuga', y + 30, seat.tortuga),
    ...field('ship', y + 48, seat.shipFields),
    ...field('crew', y + 66, seat.crewFields),
    ...field('island', y + 84, seat.island),
    ...actions,
  );
}

/**
 * Direct play (the pieces an action stands for): the dice kept behind the screen (TD-DICE-3),
 * the board of the player an action is aimed at (TD-ACT-BOARD, TD-ACT-RAID), and on the
 * player's own board the action an advantage (TD-ADV-1) or a skull (TD-DICE-4) goes to.
 */
function pieces(_view: DiceView, action: DiceAction): ActionPieces {
  switch (action.type) {
    case 'keep':
      return { required: action.dice.map((die) => `die-${die}`), optional: [] };
    case 'target':
      return { required: [`seat-${action.target}`], optional: [] };
    case 'advantage':
    case 'skullAction':
      return { required: [`field-${action.action}`], optional: [] };
    default:
      return { required: [], optional: [] };
  }
}

/** The field names of a seat's view and the board rows they are drawn in. */
const FIELD_ROWS: Readonly<Record<string, string>> = { tortuga: 'tortuga', shipFields: 'ship', crewFields: 'crew', island: 'island' };

/** The piece a change at `path` touches: a board's chest row, the dice on an action, a seat's entry in the roster. */
function changedKey(path: readonly (string | number)[]): string[] {
  const [top, player, part, action] = path;
  if (top !== 'seats' || typeof player !== 'number') return [];
  if (part === 'placed' && typeof action === 'string') return [`dice-${player}-${action}`];
  const row = typeof part === 'string' ? FIELD_ROWS[part] : undefined;
  return row === undefined ? [`seat-${player}`] : [`fields-${player}-${row}`];
}

export const DICE_TITLE: Title<DiceConfig, ReturnType<typeof tortugaDice.setup>, DiceAction, DiceView, NonNullable<ReturnType<typeof tortugaDice.outcome>>> = {
  id: 'tortuga-dice',
  game: tortugaDice,
  states: tortugaDiceStates,
  words: (locale, names) => wordsDice(locale, names),
  ...TITLE_INFO['tortuga-dice'],
  config: (players, seed, options) => ({ players, seed, ...options }) as DiceConfig,
  bot: (kind) => import('./level-bots.js').then(({ levelBot }) => levelBot('tortuga-dice', kind)),
  pieces,
  guide: GUIDE_DICE,
  changedKeys: (patches) => patches.flatMap((patch) => changedKey(patch.path)),
  aid: (words) => ({
    title: words.say(null, 'help.aid.title').text,
    paragraphs: AID_DICE.map((key) => words.say(null, key).text),
  }),
  table(view, words) {
    const boards = view.seats.map((seat) => board(view, seat.player, 16 + (seat.player % 2) * 472, 206 + Math.floor(seat.player / 2) * 190, words));
    const height = 206 + Math.ceil(view.players / 2) * 190;
    return drawing(view, words, height, tracks(view, words), centre(view, words), ...boards);
  },
  seat(view, player, words) {
    const seat = view.seats[player]!;
    return {
      name: nameOf(view, player, words),
      facts: [
        `${words.say(view, 'name.field.tortuga').text}: ${seat.tortuga.length}`,
        seat.openRoll === null ? '' : seat.openRoll.map((face) => words.say(view, `name.face.${face}`).text).join(', '),
      ],
    };
  },
  secrets(view, words) {
    const you = view.you;
    if (you === null) return null;
    return [
      you.roll === null
        ? null
        : h(
            'div',
            {},
            h('h3', {}, words.say(view, 'ui.roll').text),
            h(
              'ul',
              { class: 'roll' },
              ...you.roll.map((die) =>
                h(
                  'li',
                  { class: `die-face ${die.face}${you.kept?.includes(die.die) ? ' kept' : ''}`, 'data-pick': you.kept === null ? `die-${die.die}` : null },
                  // The die drawn with its face and number, named as the game says it (and whether it is kept).
                  dieFace(
                    die.face,
                    die.face === 'skull' ? null : (view.faces[die.die]?.[die.face] ?? null),
                    `${words.say(view, 'name.dice', { dice: [die] }).text}${you.kept?.includes(die.die) ? ` (${words.say(view, 'ui.kept').text})` : ''}`,
                  ),
                ),
              ),
            ),
          ),
      h('h3', {}, words.say(view, 'ui.tokens').text),
      h('p', { class: 'tokens' }, you.tokens.length === 0 ? '—' : you.tokens.join(' + ')),
    ];
  },
};
