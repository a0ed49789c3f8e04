import { describe, expect, it } from 'vitest';
import type { BaseAction, BaseConfig, Game, PlayerId } from '../src/core/engine/game.js';
import type { RuleViolation } from '../src/core/engine/rule-violation.js';
import { nextInt, seedRng, type RngState } from '../src/core/engine/rng.js';
import { LOCALES, templateKinds, templateParams, type Catalog, type Locale, type Message, type Text } from '../src/core/words/text.js';
import type { MenuNode, Words } from '../src/core/words/words.js';
import { tortugaDice } from '../src/dice/game.js';
import type { DiceConfig } from '../src/dice/types.js';
import { DICE_RENDERER_KINDS } from '../src/dice/words.js';
import { tortuga1667 } from '../src/t1667/game.js';
import type { T1667Config } from '../src/t1667/types.js';
import { T1667_RENDERER_KINDS } from '../src/t1667/words.js';
import { ACTION_SHAPES as T1667_SHAPES } from '../src/t1667/validate.js';
import { ACTION_SHAPES as DICE_SHAPES } from '../src/dice/validate.js';
import { randomLegal, type ConformanceSubject } from './support/conformance.js';
import type { Bot, DecisionView } from '../src/bots/bot.js';
import { t1667HeuristicBot } from '../src/bots/t1667-heuristic.js';
import { diceHeuristicBot } from '../src/bots/dice-heuristic.js';
import { diceSubject } from './support/dice-invariants.js';
import { t1667Subject } from './support/t1667-invariants.js';
import { edit, play, stacked, started } from './support/t1667.js';
import { CATALOGS, wordsFor } from '../src/words-for.js';
import { HINTS_DE } from '../src/bots/locales/de.js';
import { HINTS_EN } from '../src/bots/locales/en.js';
import { HINTS_NL } from '../src/bots/locales/nl.js';
import { CLI_DE } from '../src/cli/locales/de.js';
import { CLI_EN } from '../src/cli/locales/en.js';
import { CLI_NL } from '../src/cli/locales/nl.js';
import { SERVER_DE } from '../apps/table-server/locales/de.js';
import { SERVER_EN } from '../apps/table-server/locales/en.js';
import { SERVER_NL } from '../apps/table-server/locales/nl.js';
import { WEB_DE } from '../apps/web/src/locales/de.js';
import { WEB_EN } from '../apps/web/src/locales/en.js';
import { WEB_NL } from '../apps/web/src/locales/nl.js';

/** A game's templates per locale, with the words of the library's apps (the command, the web client) that `wordsFor` adds. */
type Catalogs = Readonly<Record<Locale, Catalog>>;
/** The words of the library's command and hints and of its apps (each kept by its owner), by locale. */
const APP: Catalogs = {
  en: { ...HINTS_EN, ...CLI_EN, ...SERVER_EN, ...WEB_EN },
  de: { ...HINTS_DE, ...CLI_DE, ...SERVER_DE, ...WEB_DE },
  nl: { ...HINTS_NL, ...CLI_NL, ...SERVER_NL, ...WEB_NL },
};
const catalogsOf = (game: 'tortuga-1667' | 'tortuga-dice'): Catalogs =>
  Object.fromEntries(LOCALES.map((locale) => [locale, { ...CATALOGS[game][locale].templates, ...APP[locale] }])) as Catalogs;
const T1667_CATALOGS = catalogsOf('tortuga-1667');
const DICE_CATALOGS = catalogsOf('tortuga-dice');

/** What a view must offer for the words tests. */
interface WordsView {
  readonly player: PlayerId | null;
  readonly decisions: number;
  readonly log: readonly { readonly event: { readonly type: string } }[];
  readonly decision: { readonly prompt: Message; readonly actions: readonly BaseAction[] } | null;
}

type AnyGame = Game<BaseConfig, unknown, BaseAction, WordsView, unknown>;
type AnyWords = Words<WordsView, BaseAction, WordsView['log'][number]>;

/**
 * Words a player must never see: an unfilled placeholder, a missing key, JavaScript's own
 * words for missing values, "(s)" instead of a plural, or an identifier from the code
 * (camelCase, or the ids of places).
 */
function expectPlayerText(text: Text, locale: Locale): void {
  const problem = textProblem(text, locale);
  if (problem !== null) expect.fail(`${locale} ${text.key}: ${problem} in “${text.text}”`);
}

/** What is wrong with a text a player would see, or null (plain checks: this runs hundreds of thousands of times). */
function textProblem(text: Text, locale: Locale): string | null {
  const words = text.text;
  if (words.trim() === '') return 'empty';
  if (words === text.key) return 'no template';
  if (/[{}]|undefined|NaN|\[object|\(s\)|\b(fd|jr|fdBoat|jrBoat)\b/.test(words)) return 'code leaks';
  if (/\b[a-z]+[A-Z][A-Za-z]*\b/.test(words)) return 'an identifier';
  if (locale !== 'de' && /\bnull\b/.test(words)) return 'null'; // "null" is German for zero
  if (locale === 'en' && /\b(british|french|dutch|galleon|tortuga)\b/.test(words)) return 'an id';
  return null;
}

function catalogChecks(name: string, catalogs: Catalogs, kinds: readonly string[]): void {
  describe(`${name}: every text exists in en, de and nl`, () => {
    const keys = Object.keys(catalogs.en).sort();

    it('the three catalogs have exactly the same keys', () => {
      for (const locale of LOCALES) expect(Object.keys(catalogs[locale]).sort(), locale).toEqual(keys);
    });

    it('each template parses, uses the same parameters in every locale and only known renderers', () => {
      for (const key of keys) {
        const params = templateParams(catalogs.en[key]!);
        for (const locale of LOCALES) {
          const template = catalogs[locale][key]!;
          // A language may need to know more than English does: whether the viewer is the actor ("you").
          const extra = key.startsWith('log.') ? ['you'] : [];
          const used = templateParams(template);
          expect(
            used.filter((p) => !params.includes(p) && !extra.includes(p)),
            `${locale} ${key} uses parameters English does not`,
          ).toEqual([]);
          expect(
            params.filter((p) => !used.includes(p) && !extra.includes(p)),
            `${locale} ${key} leaves out parameters`,
          ).toEqual([]);
          for (const kind of templateKinds(template)) expect(kinds, `${locale} ${key} uses {…:${kind}}`).toContain(kind);
        }
      }
    });

    it('German and Dutch texts are translations, not English left behind', () => {
      // Proper names are the same in every edition; everything else is written for its language.
      const same = (locale: Locale): string[] =>
        keys.filter(
          (key) =>
            catalogs[locale][key] === catalogs.en[key] &&
            !/^(name\.(character|characterShort|place)\.|core\.message$)|^\{/.test(key) &&
            /[a-z]{4}/.test(catalogs.en[key]!.replace(/\{[^}]*\}/g, '')),
        );
      const names =
        /^(Tortuga|Tortuga 1667|Flying Dutchman|Jolly Roger|El Dorado|Atlantis|Spanish Armada|Albatross|Pistol|Façade|Scurvy|Crow's Nest|Cabin Fever)$/;
      const sameWord: Readonly<Record<'de' | 'nl', readonly string[]>> = {
        de: ['ui.setup.pace.normal'],
        nl: ['name.symbol.water', 'ui.setup.kind.expert', 'ui.level.expert'],
      }; // German normal is normal, Dutch water is water and an expert an expert
      for (const locale of ['de', 'nl'] as const)
        expect(
          same(locale).filter((key) => !names.test(catalogs.en[key]!) && !sameWord[locale].includes(key)),
          locale,
        ).toEqual([]);
    });

    it('no template says "(s)": plurals are chosen by Intl.PluralRules', () => {
      for (const locale of LOCALES) for (const key of keys) expect(catalogs[locale][key], `${locale} ${key}`).not.toContain('(s)');
    });
  });
}

catalogChecks('Tortuga 1667', T1667_CATALOGS, T1667_RENDERER_KINDS);
catalogChecks('Tortuga dice game', DICE_CATALOGS, DICE_RENDERER_KINDS);

describe('every action type has its words', () => {
  const types = { 'Tortuga 1667': [T1667_CATALOGS, Object.keys(T1667_SHAPES)], 'dice game': [DICE_CATALOGS, Object.keys(DICE_SHAPES)] } as const;
  for (const [name, [catalogs, list]] of Object.entries(types)) {
    it(`${name}: a short and a long label, a menu group, a name and a hint for each of ${list.length} action types`, () => {
      for (const type of list)
        for (const key of [`label.${type}`, `label.${type}.long`, `menu.${type}`, `action.${type}`, `hint.${type}`])
          expect(catalogs.en[key], key).toBeDefined();
    });
  }
});

/** The leaves of a menu, in order. */
function leaves<A>(nodes: readonly MenuNode<A>[]): A[] {
  return nodes.flatMap((node) => (node.action !== null ? [node.action] : leaves(node.children)));
}

/** Checks a menu's shape: groups have at least two children and no action; leaves an action, a label and a long text. */
function checkMenu<A>(nodes: readonly MenuNode<A>[], locale: Locale, depth = 1): number {
  let deepest = depth;
  for (const node of nodes) {
    expectPlayerText(node.label, locale);
    if (node.action === null) {
      expect(node.children.length).toBeGreaterThanOrEqual(2);
      expect(node.long).toBeNull();
      deepest = Math.max(deepest, checkMenu(node.children, locale, depth + 1));
    } else {
      expect(node.children).toEqual([]);
      expectPlayerText(node.long!, locale);
    }
  }
  return deepest;
}

/** What the random games met: event types narrated, action types labelled, violation keys said. */
interface Coverage {
  readonly events: Set<string>;
  readonly actions: Set<string>;
  readonly violations: Set<string>;
  deepestMenu: number;
}

/**
 * Plays a game — each decision by the heuristic bot or at random, half and half, so that both
 * good play (successful attacks, kept letters) and odd play (declined chests, Atlantis
 * escapes) happen — and says everything a UI shows, in every locale: each new log entry as
 * every seat and a spectator see it; for every seat with a decision, its prompt, the labels
 * of every legal action and its menu; now and then the summary and the refusals of probes.
 */
function sayWholeGame<C extends BaseConfig, S, A extends BaseAction, V, O>(
  subject: ConformanceSubject<C, S, A, V, O>,
  config: C,
  bot: Bot<V & DecisionView<A>, A>,
  coverage: Coverage,
  rng: RngState,
): void {
  const game = subject.game as unknown as AnyGame;
  const words = LOCALES.map((locale) => ({ locale, words: wordsFor(game, locale) as unknown as AnyWords }));
  let state: unknown = game.setup(config);
  let seen = -1;
  for (let step = 0; ; step++) {
    const deciding = game.toAct(state);
    for (const viewer of [null, ...Array.from({ length: config.players }, (_, i) => i)]) {
      const view = game.viewFor(state, viewer, { logAfter: seen });
      for (const entry of view.log) {
        coverage.events.add(entry.event.type);
        for (const { locale, words: w } of words) expectPlayerText(w.narrate(view, entry), locale);
      }
      if (viewer === null) continue;
      for (const { locale, words: w } of words) {
        if (step % 5 === 0) for (const line of w.summary(view)) expectPlayerText(line, locale);
        const prompt = w.prompt(view);
        expect(prompt === null).toBe(view.decision === null);
        expect(view.decision !== null).toBe(deciding.includes(viewer));
        if (prompt === null || view.decision === null) continue;
        expectPlayerText(prompt, locale);
        // Every legal action has a short and a long label; the menu's leaves are the legal actions exactly.
        for (const action of view.decision.actions) {
          coverage.actions.add(action.type);
          const label = w.label(view, action);
          expectPlayerText(label.short, locale);
          expectPlayerText(label.long, locale);
        }
        const menu = w.menu(view);
        coverage.deepestMenu = Math.max(coverage.deepestMenu, checkMenu(menu, locale));
        expect(
          leaves(menu)
            .map((a) => JSON.stringify(a))
            .sort(),
        ).toEqual(view.decision.actions.map((a) => JSON.stringify(a)).sort());
      }
    }
    seen = game.viewFor(state, null).decisions;
    if (game.outcome(state) !== null) return;
    // Refusals, said in every locale to the player who provoked them.
    if (step % 5 === 0) {
      const seat = nextInt(rng, config.players);
      const view = game.viewFor(state, seat);
      for (const probe of subject.probes(state as S, seat, rng)) {
        const problem = game.validate(state, probe) as RuleViolation | null;
        if (problem === null) continue;
        coverage.violations.add(problem.key);
        expect(problem.key, problem.message).not.toBe('core.message');
        const english = words[0]!.words.violation(problem, view).text;
        for (const { locale, words: w } of words) {
          const said = w.violation(problem, view);
          expectPlayerText(said, locale);
          expect(said.key).toBe(problem.key);
          if (locale !== 'en') expect(said.text, `${problem.key} in ${locale}`).not.toBe(english);
        }
      }
    }
    const seat = deciding[nextInt(rng, deciding.length)]!;
    const action = nextInt(rng, 2) === 0 ? bot.choose(game.viewFor(state, seat) as unknown as V & DecisionView<A>, rng) : randomLegal(game, state, rng);
    state = game.apply(state, action);
  }
}

/** The event types a catalog narrates (`log.<type>`). */
function narratedTypes(catalogs: Catalogs): string[] {
  return Object.keys(catalogs.en)
    .filter((key) => key.startsWith('log.'))
    .map((key) => key.slice(4))
    .sort();
}

describe('words for everything a random game shows, in every locale', () => {
  it('Tortuga 1667: labels of every legal action, menus, prompts, summaries, narration of every event type, refusals', () => {
    const coverage: Coverage = { events: new Set(), actions: new Set(), violations: new Set(), deepestMenu: 0 };
    const rng = seedRng('words-1667');
    const options: readonly Omit<T1667Config, 'players' | 'seed'>[] = [
      {},
      { stars: 8 },
      { rules: 'early', timer: true },
      { intrigue: true, stars: 8, openLoyalties: 'pair' },
      { chaos: true, timer: true },
    ];
    for (let i = 0; i < 16; i++)
      sayWholeGame(
        t1667Subject,
        { players: 2 + (i % 8), seed: `words-${i}`, ...options[i % options.length] } as T1667Config,
        t1667HeuristicBot(),
        coverage,
        rng,
      );
    // Fleeing a Captain's maroon with Atlantis (early edition, T67-EARLY-ATLANTIS) is rare in play: narrate one from a stacked deal.
    const early = tortuga1667.setup({ ...stacked({ players: 4 }), rules: 'early' });
    const placed = play(early, { type: 'placeChest', player: 1, hold: 'french' }, { type: 'placeChest', player: 0, hold: 'british' });
    const atlantis = play(
      edit(placed, (d) => void (d.seats[3]!.atlantis = 1)),
      { type: 'maroon', player: 1, target: 3 },
      { type: 'atlantis', player: 3 },
    );
    for (const viewer of [null, 0, 1, 2, 3]) {
      const view = tortuga1667.viewFor(atlantis, viewer);
      for (const entry of view.log) {
        coverage.events.add(entry.event.type);
        for (const locale of LOCALES) expectPlayerText(wordsFor(tortuga1667, locale).narrate(view, entry), locale);
      }
    }
    // The early edition's timeout peek (T67-EARLY-TIMER) needs the turn's player to run out of time: say it from a stacked deal.
    const timed = tortuga1667.setup({ ...stacked({ players: 4 }), rules: 'early', timer: true });
    const late = play(
      timed,
      { type: 'placeChest', player: 1, hold: 'french' },
      { type: 'placeChest', player: 0, hold: 'british' },
      { type: 'timeout', player: 1 },
    );
    const chooser = tortuga1667.toAct(late)[0]!;
    const chooserView = tortuga1667.viewFor(late, chooser);
    for (const action of chooserView.decision!.actions) {
      coverage.actions.add(action.type);
      for (const locale of LOCALES) {
        const label = wordsFor(tortuga1667, locale).label(chooserView, action);
        expectPlayerText(label.short, locale);
        expectPlayerText(label.long, locale);
      }
    }
    expect([...coverage.events].sort()).toEqual(narratedTypes(T1667_CATALOGS));
    expect(Object.keys(T1667_SHAPES).filter((type) => !coverage.actions.has(type))).toEqual([]);
    expect(coverage.deepestMenu).toBe(3); // force → player → pair of slots
  });

  it('the dice game: labels of every legal action, menus, prompts, summaries, narration of every event type, refusals', () => {
    const coverage: Coverage = { events: new Set(), actions: new Set(), violations: new Set(), deepestMenu: 0 };
    const rng = seedRng('words-dice');
    for (let i = 0; i < 8; i++)
      sayWholeGame(diceSubject, { players: 2 + (i % 3), seed: `words-${i}`, long: i % 4 === 3 } as DiceConfig, diceHeuristicBot(), coverage, rng);
    expect([...coverage.events].sort()).toEqual(narratedTypes(DICE_CATALOGS));
    expect([...coverage.actions].sort()).toEqual(['advantage', 'chest', 'decline', 'keep', 'perform', 'skullAction', 'target', 'token']);
  });
});

describe('words as a player reads them', () => {
  const setup1667 = tortuga1667.setup({ players: 4, seed: 'words-read' });
  const view1667 = tortuga1667.viewFor(setup1667, 1); // seat 1 is Charlotte de Berry
  const say = (locale: Locale, event: unknown): string => wordsFor(tortuga1667, locale).narrate(view1667, { at: 0, event } as never).text;

  it('T67-COMP-6: the setup names every character in full once; later texts use the short name, and "you" for the viewer', () => {
    const setup = view1667.log.find((entry) => entry.event.type === 'setup')!;
    expect(wordsFor(tortuga1667).narrate(view1667, setup).text).toMatch(/Henry Morgan|Johnson the Terror/);
    expect(say('en', { type: 'drew', player: 2, count: 1 })).toBe('Johnson draws a vote card.');
    expect(say('en', { type: 'drew', player: 1, count: 1 })).toBe('You draw a vote card.');
    expect(say('de', { type: 'drew', player: 1, count: 1 })).toBe('Du ziehst eine Vote-Karte.');
    expect(say('nl', { type: 'drew', player: 1, count: 1 })).toBe('Je trekt een Vote-kaart.');
  });

  it('plurals come from Intl.PluralRules in each language', () => {
    expect(say('en', { type: 'drew', player: 2, count: 2 })).toBe('Johnson draws 2 vote cards.');
    expect(say('de', { type: 'drew', player: 2, count: 2 })).toBe('Johnson zieht 2 Vote-Karten.');
    expect(say('nl', { type: 'drew', player: 2, count: 2 })).toBe('Johnson trekt 2 Vote-kaarten.');
  });

  it('T67-VOTE-3: a vote card is told by its symbols, and the result is explained', () => {
    const cards = [
      { cannon: 1, torch: 0, water: 0, british: 1, french: 0, skull: 1, wheel: 0 },
      { cannon: 0, torch: 1, water: 0, british: 0, french: 1, skull: 0, wheel: 1 },
      { cannon: 0, torch: 0, water: 1, british: 1, french: 0, skull: 1, wheel: 0 },
    ];
    const event = { type: 'voteRevealed', vote: 'attack', cards, deckCard: true, result: { vote: 'attack', success: false, cannon: 1, torch: 1, water: 1 } };
    expect(say('en', event)).toBe(
      'Revealed with the deck card: cannon · British flag · skull; torch · French flag · wheel; water · British flag · skull. The water puts out every torch: the attack fails.',
    );
    expect(say('de', event)).toMatch(/Kanone · britische Flagge · Totenkopf/i);
    const lit = { ...event, result: { vote: 'attack', success: false, cannon: 0, torch: 1, water: 0 } };
    expect(say('en', lit)).toContain('No cannon among them: the attack fails.');
  });

  it('T67-EVT-FOUNTAIN: the narration says whom the Fountain of Youth saves, and from what', () => {
    expect(say('en', { type: 'fountainUsed', player: 2, cause: 'spot' })).toBe('The Fountain of Youth saves Johnson from being marooned by the Black Spot.');
    expect(say('de', { type: 'fountainUsed', player: 1, cause: 'pistol' })).toMatch(/^Der Jungbrunnen bewahrt dich davor/);
  });

  it('TD-ACT-BOARD: a dice move is told from the viewer, with its reason', () => {
    const dice = tortugaDice.setup({ players: 3, seed: 'words-dice' });
    const view = tortugaDice.viewFor(dice, 0);
    const marker = { type: 'marker', player: 0, track: 'ship', from: 4, to: 3, reason: 'boarded' };
    expect(wordsFor(tortugaDice).narrate(view, { at: 0, event: marker } as never).text).toBe('Your ship moves back one field (to 3): boarded.');
    expect(wordsFor(tortugaDice, 'nl').narrate(view, { at: 0, event: { ...marker, player: 1 } } as never).text).toBe(
      'Het schip van speler 2 gaat een veld terug (naar 3) — geënterd.',
    );
    // A die is told by its face: the action and the number it shows, a skull by its letter.
    const roll = view.log.find((entry) => entry.event.type === 'rollPrivate')!;
    expect(wordsFor(tortugaDice).narrate(view, roll).text).toMatch(
      /^You rolled ((ship|crew|treasure|board|raid) \d|skull [A-E])(, ((ship|crew|treasure|board|raid) \d|skull [A-E]))*,? and ((ship|crew|treasure|board|raid) \d|skull [A-E])\.$/,
    );
  });

  it('T67-ACT-FORCE: the menu at a turn start groups 58 actions into a few kinds, force → player → pair of slots', () => {
    const s = started(stacked({ players: 4 }));
    const seat = s.turn.player;
    const view = tortuga1667.viewFor(s, seat);
    const menu = wordsFor(tortuga1667).menu(view);
    expect(view.decision!.actions.length).toBeGreaterThan(40);
    expect(menu.length).toBeLessThanOrEqual(10);
    const force = menu.find((node) => node.label.key === 'menu.force')!;
    expect(force.label.text).toBe('Force a player to reveal');
    expect(force.children.map((node) => node.label.text).every((name) => /^(Henry|Charlotte|Johnson|François)$/.test(name))).toBe(true);
    const pairs = force.children[0]!.children;
    expect(pairs.length).toBe(10); // the pairs of five face-down slots
    expect(pairs[0]!.action).toMatchObject({ type: 'force', player: seat });
    expect(pairs[0]!.label.text).toMatch(/^Force \w+: slot \d or \d$/);
    expect(
      wordsFor(tortuga1667, 'de')
        .menu(view)
        .find((node) => node.label.key === 'menu.force')!.label.text,
    ).toBe('Einen Mitspieler zwingen');
  });

  it('a refusal comes with a key and parameters, in English, and is said in German and Dutch from them', () => {
    const s = started(stacked({ players: 4 }));
    const seat = s.turn.player;
    const problem = tortuga1667.validate(s, { type: 'reveal', player: seat, slot: 9 })!;
    expect(problem.code).toBe('ILLEGAL_ACTION');
    expect(problem.key).toMatch(/^(violation|hint)\./);
    const view = tortuga1667.viewFor(s, seat);
    const german = wordsFor(tortuga1667, 'de').violation(problem, view);
    expect(german.key).toBe(problem.key);
    expect(german.text).not.toBe(problem.message);
    expect(wordsFor(tortuga1667, 'nl').violation(problem, view).text).not.toBe(problem.message);
  });
});

describe('the summary names every pawn', () => {
  it('T67-POS-1: a player in a rowboat is in the summary, in every locale', () => {
    const rng = seedRng('rowboat-summary');
    let state = tortuga1667.setup({ players: 5, seed: 'rowboat-summary' });
    let found = 0;
    for (let step = 0; step < 4_000 && found < 3; step++) {
      if (tortuga1667.outcome(state) !== null) state = tortuga1667.setup({ players: 5, seed: `rowboat-summary-${step}` });
      const seats = tortuga1667.toAct(state);
      const seat = seats[nextInt(rng, seats.length)]!;
      const actions = tortuga1667.legalActions(state, seat);
      state = tortuga1667.apply(state, actions.find((a) => a.type === 'row') ?? actions[nextInt(rng, actions.length)]!);
      const view = tortuga1667.viewFor(state, null);
      for (const boat of ['fdBoat', 'jrBoat'] as const) {
        const player = view.board.rowboats[boat];
        if (player === null) continue;
        found++;
        for (const locale of LOCALES) {
          const w = wordsFor(tortuga1667, locale);
          const text = w
            .summary(view)
            .map((line) => line.text)
            .join('\n');
          expect(text).toContain(w.say(view, `name.place.${boat}`).text.replace(/^./, (c) => c.toUpperCase()));
          expect(text).toContain(w.say(view, 'name.seatChoice', { target: player }).text);
        }
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});
