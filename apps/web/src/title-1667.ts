import { AID_1667 } from './rule-texts.js';
import { GUIDE_1667 } from './guide-1667.js';
import { glyph } from './glyphs.js';
import { TITLE_INFO } from './title-info.js';
import { type T1667View, type T1667Action, type PlayerId, type VoteCard } from 'tortuga-rules';
import { words1667 } from './words.js';
import { tortuga1667, tortuga1667States, type Hold, type ShipId, type T1667Config } from 'tortuga-rules/1667';
import { h, helpful, helpfulSvg, label, PLAYER_COLOURS, s, type Drawn } from './dom.js';
import { drawing, nameOf, type ActionPieces, type Fact, type Title, type TitleWords } from './title.js';

type W = TitleWords<T1667Action, T1667View>;

const SYMBOLS: readonly (keyof VoteCard)[] = ['cannon', 'torch', 'water', 'british', 'french', 'skull', 'wheel'];
/** Which part of a vote card a symbol belongs to (attack, brawl, mutiny), for its colour. */
const SECTION: Readonly<Record<keyof VoteCard, string>> = {
  cannon: 'attack',
  torch: 'attack',
  water: 'attack',
  british: 'brawl',
  french: 'brawl',
  skull: 'mutiny',
  wheel: 'mutiny',
};

/** A seat in the roster: its character's full name, after the player's own name where the words were given one. */
function rosterName(view: T1667View, player: PlayerId, words: W): string {
  const character = view.seats[player]!.character;
  const called = nameOf(view, player, words);
  const full = words.say(view, `name.character.${character}`).text;
  return called === words.say(view, `name.characterShort.${character}`).text ? full : `${called} (${full})`;
}

/** A pawn: a disc in the player's colour with the first letters of its name; the viewer's has a ring. */
function pawn(view: T1667View, player: PlayerId, x: number, y: number, words: W): Drawn {
  const name = nameOf(view, player, words);
  return s(
    'g',
    { class: 'pawn', 'data-player': player, 'data-move': `pawn-${player}`, 'data-pick': `seat-${player}` },
    s('title', {}, rosterName(view, player, words)),
    s('circle', {
      cx: x,
      cy: y,
      r: 19,
      fill: PLAYER_COLOURS[player],
      stroke: player === view.player ? '#fff' : '#2b1d0e',
      'stroke-width': player === view.player ? 4 : 2,
    }),
    label(x, y, name.slice(0, 2), { class: 'pawn-label' }),
  );
}

/** Chests as small boxes, with their count; `pick` names the hold for direct play (an empty hold can be clicked too). */
function chests(x: number, y: number, count: number, colour: string, caption: string, key: string, pick: string | null = null): Drawn {
  const boxes = Array.from({ length: Math.min(count, 6) }, (_, i) =>
    s('rect', { x: x + i * 16, y, width: 13, height: 11, rx: 2, fill: colour, stroke: '#2b1d0e' }),
  );
  const area = pick === null ? null : s('rect', { x: x - 4, y: y - 4, width: 124, height: 19, rx: 4, class: 'hit' });
  return s(
    'g',
    { class: 'chests', 'data-key': key, 'data-pick': pick },
    area,
    ...boxes,
    label(x + Math.max(count, 1) * 16 + 18, y + 6, `${count}`, { class: 'count' }),
    s('title', {}, caption),
  );
}

/** One ship: its hull, its line of pawns (the Captain first) and its two holds. */
function ship(view: T1667View, id: 'fd' | 'jr', x: number, words: W): Drawn {
  const { crew, british, french } = view.board.ships[id];
  const slots = Array.from({ length: 5 }, (_, i) => {
    const cx = x + 60 + i * 64;
    const who = crew[i];
    return who === undefined ? s('circle', { cx, cy: 92, r: 19, class: 'slot' }) : pawn(view, who, cx, 92, words);
  });
  return s(
    'g',
    { class: 'ship' },
    s('path', { d: `M${x} 60 L${x + 400} 60 L${x + 360} 180 L${x + 40} 180 Z`, class: 'hull' }),
    label(x + 200, 40, words.say(view, `name.place.${id}`).text, { class: 'place-name' }),
    helpfulSvg(words.say(view, 'help.role.captain').text, label(x + 60, 122, words.say(view, 'name.role.captain').text, { class: 'small' })),
    ...slots,
    label(x + 110, 142, words.say(view, 'name.hold.british').text, { class: 'small hold-name' }),
    chests(x + 60, 152, british, '#2e5fb3', words.say(view, 'name.hold.british').text, `chests-${id}-british`, `hold-${id}-british`),
    label(x + 290, 142, words.say(view, 'name.hold.french').text, { class: 'small hold-name' }),
    chests(x + 240, 152, french, '#c63b3b', words.say(view, 'name.hold.french').text, `chests-${id}-french`, `hold-${id}-french`),
  );
}

/** A rowboat under its ship, with its pawn, or struck through when Black Powder destroyed it. */
function rowboat(view: T1667View, id: 'fdBoat' | 'jrBoat', x: number, words: W): Drawn {
  const who = view.board.rowboats[id];
  const gone = view.explodedBoats.includes(id);
  return s(
    'g',
    { class: 'rowboat' },
    s('path', { d: `M${x} 212 L${x + 120} 212 L${x + 104} 240 L${x + 16} 240 Z`, class: gone ? 'hull gone' : 'hull' }),
    who === null ? null : pawn(view, who, x + 60, 206, words),
    label(x + 60, 256, words.say(view, `name.place.${id}`).text, { class: 'small' }),
    gone ? s('path', { d: `M${x} 200 L${x + 120} 250 M${x + 120} 200 L${x} 250`, class: 'strike' }) : null,
  );
}

/** Tortuga: the island, its line (the Governor first) and its treasure areas; the Spanish Galleon beside it. */
function island(view: T1667View, words: W): Drawn {
  const { line, british, french, unassigned } = view.board.tortuga;
  return s(
    'g',
    { class: 'tortuga' },
    s('ellipse', { cx: 480, cy: 345, rx: 330, ry: 70, class: 'island' }),
    label(480, 292, words.say(view, 'name.place.tortuga').text, { class: 'place-name' }),
    ...line.map((who, i) => pawn(view, who, 480 - ((line.length - 1) * 44) / 2 + i * 44, 330, words)),
    label(250, 378, words.say(view, 'name.loyalty.british').text, { class: 'small' }),
    chests(225, 388, british, '#2e5fb3', words.say(view, 'name.loyalty.british').text, 'chests-tortuga-british'),
    label(710, 378, words.say(view, 'name.loyalty.french').text, { class: 'small' }),
    chests(685, 388, french, '#c63b3b', words.say(view, 'name.loyalty.french').text, 'chests-tortuga-french'),
    unassigned > 0 ? chests(455, 388, unassigned, '#b58b2a', '', 'chests-tortuga') : null,
    s('path', { d: 'M860 250 L940 250 L925 290 L875 290 Z', class: 'hull galleon' }),
    label(900, 236, words.say(view, 'name.place.galleon').text, { class: 'small' }),
    chests(870, 300, view.board.galleon, '#b58b2a', words.say(view, 'name.place.galleon').text, 'chests-galleon', 'galleon'),
  );
}

/** A card name on at most two lines, split at the space nearest the middle. */
function twoLines(text: string): string[] {
  if (text.length <= 12 || !text.includes(' ')) return [text];
  const spaces = [...text.matchAll(/ /g)].map((m) => m.index);
  const cut = spaces.reduce((best, at) => (Math.abs(at - text.length / 2) < Math.abs(best - text.length / 2) ? at : best));
  return [text.slice(0, cut), text.slice(cut + 1)];
}

/** The event row: face-down cards (named when the viewer peeked), and empty places. */
function row(view: T1667View, words: W): Drawn {
  const cards = view.row.map((slot, i) => {
    const x = 190 + i * 118;
    const known = slot.known === null ? null : words.say(view, `name.card.${slot.known}`).text;
    const card = s(
      'g',
      {
        class: `card ${slot.faceDown ? (known === null ? 'down' : 'peeked') : 'empty'}`,
        'data-key': `row-${i}`,
        'data-pick': slot.faceDown ? `slot-${i}` : null,
      },
      // Every card is named: its slot and what the viewer knows of it (the game's own words).
      s('title', {}, `${i + 1}: ${known ?? words.say(view, slot.faceDown ? 'summary.unknownCard' : 'summary.emptySlot').text}`),
      s('rect', { x, y: 450, width: 100, height: 120, rx: 8 }),
      label(x + 50, 466, `${i + 1}`, { class: 'small' }),
      slot.faceDown && known === null ? label(x + 50, 515, '?', { class: 'card-back' }) : null,
      ...(known === null ? [] : twoLines(known).map((line, n, all) => label(x + 50, 515 + (n - (all.length - 1) / 2) * 16, line, { class: 'card-name' }))),
    );
    // A card the viewer peeked at explains itself.
    return slot.known === null ? card : helpfulSvg(words.say(view, `help.card.${slot.known}`).text, card);
  });
  return s(
    'g',
    { class: 'row' },
    // One line under the cards, as wide as the row: long captions (Dutch) have room.
    s(
      'g',
      {},
      label(
        476,
        592,
        [
          words.say(view, 'ui.row').text,
          words.say(view, 'ui.deck', { n: view.eventDeckSize }).text,
          words.say(view, 'ui.discard', { n: view.discard.length }).text,
        ].join(' · '),
        { class: 'small row-caption' },
      ),
      view.discard.length === 0 ? null : s('title', {}, view.discard.map((card) => words.say(view, `name.card.${card}`).text).join(', ')),
    ),
    ...cards,
    pile(view, words),
  );
}

/** The discard pile beside the row: the revealed event cards (T67-ACT-REVEAL discards a card unless its text keeps it), the last on top, all of them named. */
function pile(view: T1667View, words: W): Drawn {
  const top = view.discard.at(-1);
  const named = view.discard.map((card) => words.say(view, `name.card.${card}`).text);
  const caption = words.say(view, 'ui.discard', { n: view.discard.length }).text;
  return s(
    'g',
    { class: `discard${top === undefined ? ' empty' : ''}`, 'data-key': 'discard' },
    s('title', {}, named.length === 0 ? caption : `${caption}: ${named.join(', ')}`),
    // A few cards under the top one show that it is a pile.
    ...Array.from({ length: Math.min(3, Math.max(0, view.discard.length - 1)) }, (_, n) =>
      s('rect', { x: 40 + 3 * (3 - n), y: 450 - 3 * (3 - n), width: 100, height: 120, rx: 8, class: 'under' }),
    ),
    s('rect', { x: 40, y: 450, width: 100, height: 120, rx: 8 }),
    ...(top === undefined ? [] : twoLines(named.at(-1)!).map((line, n, all) => label(90, 505 + (n - (all.length - 1) / 2) * 16, line, { class: 'card-name' }))),
    label(90, 552, `${view.discard.length}`, { class: 'count' }),
  );
}

function faceText(view: T1667View, face: VoteCard, words: W): string {
  return SYMBOLS.filter((symbol) => face[symbol] > 0)
    .map((symbol) => words.say(view, `name.symbol.${symbol}`, { n: face[symbol] }).text)
    .join(' · ');
}

/** A vote card by its symbols, one line per symbol, coloured by the vote it counts in. */
function voteCard(view: T1667View, face: VoteCard, words: W): Drawn {
  // Each section explains when it counts (T67-VOTE-3, -4, -5).
  // Each symbol is drawn (twice on a special card, T67-VOTE-7), its word the picture's name.
  const lines = SYMBOLS.filter((symbol) => face[symbol] > 0).map((symbol) =>
    helpful(
      words.say(view, `help.vote.${SECTION[symbol]}`).text,
      h(
        'span',
        { class: `symbol ${SECTION[symbol]} ${symbol}` },
        glyph(symbol, words.say(view, `name.symbol.${symbol}`, { n: face[symbol] }).text, 30),
        face[symbol] > 1 ? h('span', { class: 'times', 'aria-hidden': 'true' }, `×${face[symbol]}`) : null,
      ),
    ),
  );
  return h('li', { class: 'vote-card' }, ...lines);
}

const otherShip = (ship: ShipId): ShipId => (ship === 'fd' ? 'jr' : 'fd');

/**
 * Direct play (the pieces an action stands for): row cards for a peek, a reveal, a forced pick
 * and a force (T67-ACT-PEEK, -REVEAL, -FORCE), whose target may be clicked too; a player for a
 * marooning, a letter of marque, the pistol or a gift (T67-ACT-MAROON); the hold a chest goes
 * into, and where it comes from (T67-SETUP-5, T67-ACT-ATTACK's loot, T67-ACT-SMUGGLE).
 */
function pieces(view: T1667View, action: T1667Action): ActionPieces {
  const slot = (i: number): string => `slot-${i}`;
  const seat = (player: PlayerId): string => `seat-${player}`;
  const hold = (ship: ShipId | null, team: Hold): string[] => (ship === null ? [] : [`hold-${ship}-${team}`]);
  const pendingShip = 'ship' in view.pending ? (view.pending.ship as ShipId) : null;
  const aboard = (['fd', 'jr'] as const).find((id) => view.player !== null && view.board.ships[id].crew.includes(view.player)) ?? null;
  const none: ActionPieces = { required: [], optional: [] };
  switch (action.type) {
    case 'peek':
      return { required: action.slots.map(slot), optional: [] };
    case 'force':
      return { required: action.slots.map(slot), optional: [seat(action.target)] };
    case 'reveal':
    case 'pick':
      return { required: [slot(action.slot)], optional: [] };
    case 'maroon':
    case 'marque':
    case 'pistol':
    case 'give':
      return { required: [seat(action.target)], optional: [] };
    case 'placeChest':
      return { required: hold(pendingShip, action.hold), optional: [] };
    case 'takeChest':
      return pendingShip === null
        ? none
        : { required: hold(pendingShip, action.into), optional: action.from === 'galleon' ? ['galleon'] : hold(otherShip(pendingShip), action.from) };
    case 'smuggle':
      return { required: hold(aboard, action.from), optional: [] };
    default:
      return none;
  }
}

/** The piece a change at `path` touches: a row card, a hold, Tortuga's areas, the galleon, a seat's entry in the roster. */
function changedKey(path: readonly (string | number)[], value: unknown): string[] {
  const [top, a, b, c] = path;
  if (top === 'row' && typeof a === 'number') return [`row-${a}`];
  if (top === 'board' && a === 'ships' && (c === 'british' || c === 'french')) return [`chests-${String(b)}-${c}`];
  if (top === 'board' && a === 'tortuga' && (b === 'british' || b === 'french' || b === 'unassigned'))
    return [b === 'unassigned' ? 'chests-tortuga' : `chests-tortuga-${b}`];
  if (top === 'board' && a === 'galleon') return ['chests-galleon'];
  if (top === 'seats' && typeof a === 'number') return [`seat-${a}`];
  if (top === 'pending' && a === 'committed' && typeof value === 'number') return [`seat-${value}`]; // a voter has chosen (never what)
  return [];
}

export const T1667_TITLE: Title<
  T1667Config,
  ReturnType<typeof tortuga1667.setup>,
  T1667Action,
  T1667View,
  NonNullable<ReturnType<typeof tortuga1667.outcome>>
> = {
  id: 'tortuga-1667',
  game: tortuga1667,
  states: tortuga1667States,
  words: (locale, names) => words1667(locale, names),
  ...TITLE_INFO['tortuga-1667'],
  // T67-OPT-CHAOS: chaos plays all eight star cards, so the star count is left out with it.
  config: (players, seed, options) => (options.chaos === true ? { players, seed, ...options, stars: undefined } : { players, seed, ...options }) as T1667Config,
  bot: (kind) => import('./level-bots.js').then(({ levelBot }) => levelBot('tortuga-1667', kind)),
  table(view, words) {
    return drawing(
      view,
      words,
      610,
      ship(view, 'fd', 40, words),
      ship(view, 'jr', 520, words),
      rowboat(view, 'fdBoat', 180, words),
      rowboat(view, 'jrBoat', 660, words),
      island(view, words),
      row(view, words),
    );
  },
  seat(view, player, words) {
    const seat = view.seats[player]!;
    const vote = view.pending.kind === 'vote' ? view.pending : null;
    const explained = (key: string, text: string): Fact => ({ text, help: words.say(view, key).text });
    const roles: Fact[] = (['captain', 'firstMate', 'cabinBoy', 'governor'] as const)
      .filter((role) => (role === 'governor' ? seat.roles.governor : seat.roles[role] !== null))
      .map((role) => explained(`help.role.${role}`, words.say(view, `name.role.${role}`).text));
    const treasures = (['atlantis', 'eldorado', 'fountain'] as const).flatMap((t) =>
      Array<Fact>(seat.treasures[t]).fill(explained(`help.card.${t}`, words.say(view, `name.card.${t}`).text)),
    );
    return {
      name: rosterName(view, player, words),
      facts: [
        ...roles,
        words.say(view, 'ui.handSize', { n: seat.handSize }).text,
        ...treasures,
        seat.albatross > 0 ? explained('help.card.albatross', `${words.say(view, 'name.card.albatross').text} ×${seat.albatross}`) : '',
        seat.letters.kept > 0 ? explained('help.card.marque', `${words.say(view, 'name.card.marque').text} ×${seat.letters.kept}`) : '',
        seat.loyalty === null ? '' : words.say(view, `name.loyalty.${seat.loyalty}`).text,
        vote !== null && vote.voters.includes(player) ? words.say(view, vote.committed.includes(player) ? 'ui.vote.committed' : 'ui.vote.pending').text : '',
      ],
    };
  },
  pieces,
  guide: GUIDE_1667,
  changedKeys: (patches) => patches.flatMap((patch) => changedKey(patch.path, patch.value)),
  aid: (words) => ({
    title: words.say(null, 'help.aid.title').text,
    paragraphs: AID_1667.map((key) => words.say(null, key).text),
  }),
  secrets(view, words) {
    const you = view.you;
    if (you === null) return null;
    return [
      h(
        'p',
        {},
        `${words.say(view, 'ui.loyalty').text}: `,
        helpful(words.say(view, 'help.loyalty').text, h('strong', { class: `loyalty ${you.loyalty}` }, words.say(view, `name.loyalty.${you.loyalty}`).text)),
      ),
      h('h3', {}, words.say(view, 'ui.hand').text),
      you.hand.length === 0
        ? h('p', {}, words.say(view, 'ui.hand.empty').text)
        : h('ul', { class: 'hand' }, ...you.hand.map((card) => voteCard(view, card.face, words))),
      you.committedVote === null
        ? null
        : h('p', {}, words.say(view, 'ui.vote.yours').text, ': ', you.committedVote.map((card) => faceText(view, view.voteCards[card]!, words)).join(' / ')),
    ];
  },
};
