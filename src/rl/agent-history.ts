/**
 * A seat's whole readable history in compact form, for language-model agents: one line per turn
 * (Tortuga 1667: `p<seat>:` of the turn's player; the dice game: `round<n>:`), then what happened, each event
 * as its type and its fields' values (`peek 1+3`, `p2 marooned fd spot`); an event of the seat whose
 * turn it is leaves its seat out. Seats are `p0` … (the view's seat numbers), slots and dice count
 * from 0 as in the actions, card and ship names are the library's identifiers (`docs/rl-layouts.md`
 * and the types' documentation). Redundant entries are left out (a vote card chosen before the
 * reveal; the cards drawn after a vote and the hand dealt: the hand is in the view; the slots of what a peek
 * saw, on the line of the peek; a vote's caller when it is the turn's player), and a vote's reveal
 * keeps its result (success and totals: `result success.cannon2.torch`) without its shuffled cards. The text is the rules summary's
 * legend (`agentRules`) read back, and language-neutral: the same in every locale.
 */

/** One log entry as the history reads it: its event and who may see it. */
interface Entry {
  readonly event: { readonly type: string } & Readonly<Record<string, unknown>>;
}

/** How a game's log is read: which event starts a line, which are left out, which fields of an event. */
interface HistoryShape {
  /** The event that starts a line, and its field giving the line's number. */
  readonly line: { readonly type: string; readonly number: string; readonly seat: string | null };
  readonly skip: ReadonlySet<string>;
  readonly drop: Readonly<Record<string, readonly string[]>>;
  /** Seat fields left out when they name the line's seat (the turn's player calls most votes). */
  readonly lineSeatFields: readonly string[];
  /** Shorter names of the commonest events. */
  readonly alias: Readonly<Record<string, string>>;
  /** Fields holding vote-card numbers, written as the cards they are (`cannon.french.wheel`). */
  readonly cardFields: Readonly<Record<string, readonly string[]>>;
}

const SHAPES: Readonly<Record<'tortuga-1667' | 'tortuga-dice', HistoryShape>> = {
  'tortuga-1667': {
    line: { type: 'turn', number: 'turn', seat: 'player' },
    skip: new Set(['voteCommitted', 'drew', 'drewPrivate']),
    drop: { voteRevealed: ['cards', 'deckCard', 'vote', 'result.vote'], peekResult: ['slots'], dealt: ['hand'] },
    lineSeatFields: ['caller'],
    cardFields: { voteChoice: ['cards'], cardReturnedPrivate: ['card'], voteCardLostPrivate: ['card'], crowFormerHand: ['cards'], crowNewHand: ['cards'] },
    alias: {
      voteCalled: 'vote',
      voteRevealed: 'result',
      peekResult: 'saw',
      voteChoice: 'chose',
      chestPlaced: 'chest',
      chestTaken: 'took',
      smuggled: 'smuggle',
    },
  },
  'tortuga-dice': {
    line: { type: 'round', number: 'round', seat: null },
    skip: new Set(['chose', 'rolled']),
    drop: {},
    lineSeatFields: [],
    cardFields: {},
    alias: { rollPrivate: 'rolled', keptPrivate: 'kept', skullsTurned: 'skulls' },
  },
};

/** A value in few characters: lists joined by `+`, records as their non-zero fields (`attack.success.cannon2.torch`; a seat as `p2.total8`). */
export function compactValue(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '-' : value.map(compactValue).join('+');
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value)
      .filter(([key, field]) => key === 'player' || (field !== 0 && field !== false && field !== null))
      .map(([key, field]) =>
        key === 'player' ? `p${String(field)}` : field === 1 || field === true ? key : typeof field === 'string' ? field : `${key}${compactValue(field)}`,
      )
      .join('.');
  }
  return String(value);
}

/** An action or event in few characters: `p<seat> ` unless it is the line's seat, its type, its fields' values. */
function compactEvent(
  event: Entry['event'],
  lineSeat: number | null,
  drop: readonly string[],
  lineSeatFields: readonly string[],
  name = event.type,
  cardFields: readonly string[] = [],
  cards: readonly object[] = [],
): string {
  const parts: string[] = [];
  const seat = event.player;
  if (typeof seat === 'number' && seat !== lineSeat) parts.push(`p${seat}`);
  parts.push(name);
  for (const [key, value] of Object.entries(event)) {
    if (key === 'type' || key === 'player' || drop.includes(key) || value === undefined) continue;
    if (lineSeatFields.includes(key) && value === lineSeat) continue;
    const inner = drop.filter((name) => name.startsWith(`${key}.`)).map((name) => name.slice(key.length + 1));
    const kept =
      inner.length > 0 && typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).filter(([field]) => !inner.includes(field)))
        : value;
    parts.push(compactValue(cardFields.includes(key) ? asCards(kept, cards) : kept));
  }
  return parts.join(' ');
}

/** Vote-card numbers as the cards they are (a number with no card stays a number). */
function asCards(value: unknown, cards: readonly object[]): unknown {
  return Array.isArray(value)
    ? value.map((card: unknown) => (typeof card === 'number' ? (cards[card] ?? card) : card))
    : typeof value === 'number'
      ? (cards[value] ?? value)
      : value;
}

/**
 * The whole readable log of a view, compact: a line per turn or round (see the module's comment).
 * `cards` is the table of vote cards (Tortuga 1667's `view.voteCards`) that card numbers name.
 */
export function compactHistory(
  game: 'tortuga-1667' | 'tortuga-dice',
  log: readonly { readonly event: { readonly type: string } }[],
  cards: readonly object[] = [],
): string {
  const shape = SHAPES[game];
  const lines: string[] = [];
  let current: string[] = [];
  let lineSeat: number | null = null;
  for (const { event } of log as readonly Entry[]) {
    if (shape.skip.has(event.type)) continue;
    if (event.type === shape.line.type) {
      if (current.length > 0) lines.push(current.join(' '));
      lineSeat = shape.line.seat === null ? null : (event[shape.line.seat] as number);
      current = [lineSeat === null ? `${shape.line.number}${String(event[shape.line.number])}:` : `p${lineSeat}:`];
      continue;
    }
    current.push(
      compactEvent(event, lineSeat, shape.drop[event.type] ?? [], shape.lineSeatFields, shape.alias[event.type], shape.cardFields[event.type], cards),
    );
  }
  if (current.length > 0) lines.push(current.join(' '));
  return lines.join('\n');
}

/** An action in few characters, as the history writes events: its type and its fields' values, without its seat (`force 1+4 2`). */
export function compactAction(action: { readonly type: string; readonly player?: number }): string {
  return compactEvent(action as Entry['event'], action.player ?? null, ['at'], []);
}

/**
 * Legal actions in few characters, grouped by type: a type whose actions are every combination of
 * their fields' values is written once with each field's values joined by `/`
 * (`force 0+1/0+2/1+2 0/3` is six actions); the others are listed one by one. An answer writes one
 * action (`force 0+2 3`), which `actionFromText` reads back.
 */
export function compactMenu(actions: readonly { readonly type: string; readonly player?: number }[]): string {
  const byType = new Map<string, string[][]>();
  for (const action of actions) {
    const [type, ...fields] = compactAction(action).split(' ');
    byType.set(type!, [...(byType.get(type!) ?? []), fields]);
  }
  const groups: string[] = [];
  for (const [type, rows] of byType) {
    const columns = rows[0]!.map((_, i) => [...new Set(rows.map((row) => row[i]!))]);
    const product = columns.reduce((count, values) => count * values.length, 1);
    if (product === rows.length && rows.every((row) => row.length === columns.length))
      groups.push([type, ...columns.map((values) => values.join('/'))].join(' '));
    else groups.push(...rows.map((row) => [type, ...row].join(' ')));
  }
  return groups.join(' | ');
}

/** The legal action an answer writes (`force 0+2 3`, spaces as given), or undefined when it writes none. */
export function actionFromText<Action extends { readonly type: string; readonly player?: number }>(
  actions: readonly Action[],
  text: string,
): Action | undefined {
  const wanted = text.trim().split(/\s+/).join(' ');
  return actions.find((action) => compactAction(action) === wanted);
}
