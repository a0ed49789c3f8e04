import { nestedText } from '../core/core-words.js';
import type { PlayerId } from '../core/game.js';
import { CORE_DE } from '../core/locales/de.js';
import { CORE_EN } from '../core/locales/en.js';
import { CORE_NL } from '../core/locales/nl.js';
import type { RuleViolation } from '../core/rule-violation.js';
import { hasTemplate, sayer, type Catalogs, type Say } from '../core/say.js';
import { listOf, listParam, localeOf, type Locale, type Renderer, type Text, type TextParam } from '../core/text.js';
import { groupActions, type ActionLabel, type MenuNode, type Words } from '../core/words.js';
import { DICE_DE } from './locales/de.js';
import { DICE_EN } from './locales/en.js';
import { DICE_NL } from './locales/nl.js';
import type { DiceActionKind, DiceAction, DiceLogEntry, Face, PlacedDie } from './types.js';
import type { DiceView } from './view.js';

/** Every dice-game text, per locale: the game's own and the shared `core.*` messages. */
export const DICE_CATALOGS: Catalogs = {
  en: { ...CORE_EN, ...DICE_EN },
  de: { ...CORE_DE, ...DICE_DE },
  nl: { ...CORE_NL, ...DICE_NL },
};

/** What the words need to know of the table: who is looking, and the numbers on the dice. */
export interface DiceTable {
  /** The player reading ("you"), or null for a spectator. */
  readonly viewer: PlayerId | null;
  /** The die-face table (TD-DICE-1): the number each die shows for each action. */
  readonly faces: readonly Readonly<Record<DiceActionKind, number>>[];
}

/** No table: players by number, no dice numbers. */
export const NO_DICE_TABLE: DiceTable = Object.freeze({ viewer: null, faces: [] });

const LETTERS = 'ABCDE';

/** The renderers of `{x:kind}` placeholders for one table; `raw` says a key without capitalizing it. */
function renderers(table: DiceTable, raw: () => Say): Record<string, Renderer> {
  const name = (key: string, params?: Record<string, TextParam>): string => raw()(key, params).text;
  const seat = (form: '' | 'Acc' | 'Dat') => (value: TextParam): string => (value === table.viewer ? name(`name.you${form}`) : name('name.seatNumber', { n: (value as number) + 1 }));
  const id = (prefix: string) => (value: TextParam): string => name(`${prefix}.${String(value)}`);
  const letter = (die: number): string => LETTERS[die] ?? '?';
  /** A die by its face: "ship 3" (the action and the number it shows), "skull C" (a skull by its letter). */
  const rolled = (die: number, face: Face): string =>
    face === 'skull' ? `${name('name.face.skull')} ${letter(die)}` : `${name(`name.face.${face}`)} ${table.faces[die]?.[face] ?? ''}`.trimEnd();
  const dice = (value: TextParam, locale: Locale): string => listOf((listParam(value) as readonly { die: number; face: Face }[]).map((d) => rolled(d.die, d.face)), locale);
  return {
    seat: seat(''),
    seatAcc: seat('Acc'),
    seatDat: seat('Dat'),
    seatGen: (value) => (value === table.viewer ? name('name.yourPossessive') : name('name.possessive', { name: seat('')(value) })),
    seats: (value, locale) => listOf((listParam(value) as readonly number[]).map((s) => seat('')(s)), locale),
    seatsAcc: (value, locale) => listOf((listParam(value) as readonly number[]).map((s) => seat('Acc')(s)), locale),
    seatNumber: (value) => name('name.seatNumber', { n: (value as number) + 1 }),
    colours: (value, locale) => ((listParam(value) as readonly string[]).length === 0 ? name('summary.none') : listOf((listParam(value) as readonly string[]).map((c) => name(`name.colour.${c}`)), locale)),
    tokenList: (value, locale) => ((listParam(value) as readonly number[]).length === 0 ? name('summary.none') : listOf((listParam(value) as readonly number[]).map((v) => name('name.token', { value: v })), locale)),
    action: id('name.action'),
    face: id('name.face'),
    colour: id('name.colour'),
    aChest: id('name.aChest'),
    theChest: id('name.theChest'),
    field: id('name.field'),
    track: id('name.track'),
    place: (value) => name('name.place', { place: value }),
    token: (value) => name('name.token', { value }),
    die: (value) => letter(value as number),
    dice,
    placedDice: (value, locale) => listOf((listParam(value) as unknown as readonly PlacedDie[]).map((d) => (d.skull ? `${d.value} (${name('name.face.skull')} ${letter(d.die)})` : String(d.value))), locale),
    totals: (value, locale) => listOf((listParam(value) as readonly { player: number; total: number }[]).map((t) => `${seat('')(t.player)}: ${t.total}`), locale),
    scores: (value, locale) => listOf((listParam(value) as readonly number[]).map((total, s) => `${seat('')(s)}: ${total}`), locale),
    actionName: id('action'),
    names: (value, locale) => listOf((listParam(value) as readonly string[]).map((n) => `"${n}"`), locale),
    text: (value) => nestedText(value, (key, params) => (hasTemplate(DICE_CATALOGS, key) ? name(key, params as Record<string, TextParam>) : null)),
  };
}

/** A function that says dice-game texts in `locale` at `table` (each a sentence, capitalized). */
export function diceSay(locale: Locale, table: DiceTable): Say {
  let raw: Say | null = null;
  const rendering = renderers(table, () => raw!);
  raw = sayer(DICE_CATALOGS, locale, rendering, false);
  return sayer(DICE_CATALOGS, locale, rendering);
}

function tableOf(view: DiceView | null): DiceTable {
  return view === null ? NO_DICE_TABLE : { viewer: view.player, faces: view.faces };
}

/** The parameters of an action's label: its fields and what the view adds. */
function labelParams(view: DiceView, action: DiceAction): Record<string, TextParam> {
  const params: Record<string, TextParam> = { ...(action as unknown as Record<string, TextParam>) };
  const stage = view.stage.pending;
  const me = view.player === null ? undefined : view.seats[view.player];
  switch (action.type) {
    case 'keep': {
      const roll = view.you?.roll ?? [];
      params.kept = action.dice.map((die) => ({ die, face: roll.find((d) => d.die === die)?.face ?? 'skull' }));
      break;
    }
    case 'advantage':
      params.value = me?.advantage[action.action] ?? 0;
      break;
    case 'skullAction':
      params.count = me?.loneSkulls.length ?? 1;
      break;
    case 'perform':
    case 'decline':
    case 'target':
      if (stage.kind === 'act') {
        params.action = stage.action;
        params.place = stage.place;
        params.two = view.players === 2;
        params.steps = stage.place === 1 && view.players > 2 ? 2 : 1;
      }
      break;
    case 'chest':
      params.why = stage.kind;
      if (stage.kind === 'takeChest') params.target = stage.target;
      break;
    case 'token':
      params.value = view.you?.lookingAt?.[action.index] ?? 1;
      break;
  }
  return params;
}

/** The parameters of a log entry: its fields, `you` when the viewer is its actor, and what explains it. */
function eventParams(view: DiceView, entry: DiceLogEntry): Record<string, TextParam> {
  const event = entry.event;
  const params: Record<string, TextParam> = { ...(event as unknown as Record<string, TextParam>) };
  const actor = 'player' in event ? event.player : 'startPlayer' in event ? event.startPlayer : null;
  params.you = actor !== null && actor === view.player;
  switch (event.type) {
    case 'rolled':
      params.count = event.players.length;
      params.all = event.players.length === view.players;
      params.you = event.players.length === 1 && event.players[0] === view.player;
      break;
    case 'rollPrivate':
    case 'openRoll':
    case 'keptPrivate':
      params.rolled = event.dice.map((die, i) => ({ die, face: event.faces[i] ?? 'skull' }));
      params.count = event.dice.length;
      break;
    case 'placed':
      params.placed = event.dice as unknown as TextParam;
      params.action = event.action ?? 'null';
      params.skulls = event.skulls.length;
      params.count = event.dice.length;
      break;
    case 'skullsTurned':
      params.placed = event.dice as unknown as TextParam;
      params.count = event.dice.length;
      break;
    case 'ranking':
      params.first = event.first ?? 'null';
      params.second = event.second ?? 'null';
      break;
    case 'marker':
      params.steps = Math.abs(event.to - event.from);
      break;
    case 'tokenPrivate':
      params.returned = event.returned ?? 'null';
      break;
    case 'gameOver':
      params.reason = event.outcome.reason;
      params.scores = event.outcome.scores.map((score) => score.total);
      params.winners = [...event.outcome.winners];
      break;
  }
  return params;
}

/** The prompt of the viewer's decision: which template, with which parameters. */
function promptOf(view: DiceView): [string, Record<string, TextParam>] | null {
  if (view.decision === null || view.player === null) return null;
  const stage = view.stage.pending;
  const only = view.decision.actions.length === 1 ? view.decision.actions[0]! : null;
  const blocked = only !== null && only.type === 'keep' && only.dice.length === 0;
  switch (stage.kind) {
    case 'keep':
      return view.decision.actions[0]?.type === 'advantage' ? ['prompt.advantage', {}] : [blocked ? 'prompt.keepBlocked' : 'prompt.keep', {}];
    case 'openKeep':
      return [blocked ? 'prompt.openKeepBlocked' : 'prompt.openKeep', {}];
    case 'act':
      return ['prompt.act', { action: stage.action, place: stage.place }];
    case 'takeChest':
      return ['prompt.takeChest', { target: stage.target }];
    case 'giveUp':
      return ['prompt.giveUp', { field: stage.field }];
    case 'over':
    case 'tasks':
      return null;
    default:
      return [`prompt.${stage.kind}`, {}];
  }
}

/** The words of the dice game in one locale. */
export function diceWords(locale: Locale = 'en'): Words<DiceView, DiceAction, DiceLogEntry> {
  const lang = localeOf(locale);
  const sayFor = (view: DiceView | null): Say => diceSay(lang, tableOf(view));
  const label = (view: DiceView, action: DiceAction): ActionLabel => {
    const say = sayFor(view);
    const params = labelParams(view, action);
    return { short: say(`label.${action.type}`, params), long: say(`label.${action.type}.long`, params) };
  };
  return {
    locale: lang,
    label,
    narrate: (view, entry) => sayFor(view)(`log.${entry.event.type}`, eventParams(view, entry)),
    prompt: (view) => {
      const prompt = promptOf(view);
      return prompt === null ? null : sayFor(view)(prompt[0], prompt[1]);
    },
    summary: (view) => {
      const say = sayFor(view);
      const lines: Text[] = [];
      view.seats.forEach((seat, player) => {
        const fields = { player, ship: seat.ship, pirate: seat.pirate, tortuga: seat.tortuga.length, shipFields: [...seat.shipFields], crewFields: [...seat.crewFields] };
        lines.push(player === view.player && view.you !== null ? say('summary.you', { ...fields, island: [...seat.island], tokens: [...view.you.tokens] }) : say('summary.other', { ...fields, tokens: seat.tokenCount }));
      });
      if (view.you?.roll) lines.push(say('summary.roll', { roll: view.you.roll.map((d) => ({ die: d.die, face: d.face })) }));
      lines.push(say('summary.island', { island: [...view.centralIsland], bag: view.bagSize }));
      return lines;
    },
    menu: (view) => {
      const say = sayFor(view);
      const leaf = (action: DiceAction): MenuNode<DiceAction> => {
        const words = label(view, action);
        return { label: words.short, long: words.long, action, children: [] };
      };
      const group = (type: DiceAction['type']): Text => say(`menu.${type}`);
      return groupActions(view.decision?.actions ?? [], () => [], leaf, group);
    },
    violation: (problem: RuleViolation, view?: DiceView) =>
      hasTemplate(DICE_CATALOGS, problem.key) ? sayFor(view ?? null)(problem.key, problem.params) : { key: problem.key, params: problem.params, text: problem.message },
    say: (view, key, params) => sayFor(view)(key, params),
  };
}
