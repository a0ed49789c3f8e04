/**
 * `npm run playthroughs:openspiel`: golden playthroughs in the text format of OpenSpiel's
 * `generate_playthrough` (`open_spiel/integration_tests/playthroughs/*.txt`), written so that
 * OpenSpiel's `replay` through the Python wrapper (`tortuga_rules.openspiel`) makes the same text
 * byte for byte: the game's type and sizes, then each state with its comment lines (the table as a
 * spectator sees it), its history, every player's information-state tensor, observation string and
 * observation tensor (split into the layout's named pieces), the serialised state, the rewards, the
 * legal actions as ids and words, and the action applied. States are shown as OpenSpiel's display
 * rule shows them (each player's first three, then every tenth). Actions are random legal ones from
 * a seeded generator; chance is the engine's, seeded by the game string's `seed` (OpenSpiel's
 * SAMPLED_STOCHASTIC); a vote (a simultaneous decision) is served one seat at a time, lowest first.
 * `test/rl/playthroughs.test.ts` diffs them; `python/tests/test_openspiel.py` replays them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BaseAction, BaseConfig, Game } from '../src/core/engine/game.js';
import { nextInt, seedRng } from '../src/core/engine/rng.js';
import type { Words } from '../src/core/words/words.js';
import { tortugaDice } from '../src/dice/game.js';
import { encoding, type Encoding } from '../src/rl/encoding.js';
import {
  actionString,
  OPENSPIEL_MAX_DECISIONS,
  OPENSPIEL_NAMES,
  observationString,
  openSpielConfig,
  openSpielDealSeed,
  openSpielPieces,
  stateString,
} from '../src/rl/openspiel.js';
import { tortuga1667 } from '../src/t1667/game.js';
import { wordsFor } from '../src/words-for.js';

type AnyGame = Game<BaseConfig, object, BaseAction, object, unknown>;
type AnyEncoding = Encoding<object, BaseAction, object>;
type AnyWords = Words<object, BaseAction, unknown>;

/** The playthroughs recorded: a game, its player count and integer seed. */
export const PLAYTHROUGHS: readonly { readonly file: string; readonly game: AnyGame; readonly players: number; readonly seed: number }[] = [
  { file: 'tortuga_1667_2p.txt', game: tortuga1667 as unknown as AnyGame, players: 2, seed: 1 },
  { file: 'tortuga_1667_5p.txt', game: tortuga1667 as unknown as AnyGame, players: 5, seed: 2 },
  { file: 'tortuga_dice_4p.txt', game: tortugaDice as unknown as AnyGame, players: 4, seed: 3 },
];

/** Where they are kept. */
export const PLAYTHROUGH_DIR = join(import.meta.dirname, '..', 'test', 'rl', 'playthroughs');

/** Python's `str(round(numpy.float32(v), 5))`: float32 arithmetic, the shortest digits that read back. */
export function pythonFloat32(value: number): string {
  const scaled = Math.fround(Math.fround(value) * 100000);
  let whole = Math.round(scaled);
  if (Math.abs(scaled % 1) === 0.5 && whole % 2 !== 0) whole -= 1; // numpy rounds halves to even
  const rounded = Math.fround(whole / 100000);
  if (rounded === 0) return Object.is(rounded, -0) ? '-0.0' : '0.0';
  let digits = 1;
  while (Math.fround(Number(rounded.toPrecision(digits))) !== rounded) digits++;
  const shortest = Number(rounded.toPrecision(digits));
  if (Math.abs(shortest) < 1e-4) {
    const [mantissa, exponent] = shortest.toExponential(digits - 1).split('e');
    return `${mantissa}e-${exponent!.slice(1).padStart(2, '0')}`;
  }
  const text = String(shortest);
  return text.includes('.') ? text : `${text}.0`;
}

/** Python's `str(float)` of a return. */
const pythonFloat = (value: number): string => (Number.isInteger(value) ? `${value}.0` : String(value));

/** OpenSpiel's `_escape`: a text on one line. */
const escape = (text: string): string => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');

/** OpenSpiel's `_format_vec` of a binary vector: ◉◯, or `zeros(n)` / `binvec(n, 0x…)` when shorter past 250 entries. */
function binaryVector(values: Float32Array): string {
  const full = Array.from(values, (v) => (v === 1 ? '◉' : '◯')).join('');
  if (values.length <= 250) return full;
  let short: string;
  if (values.every((v) => v === 0)) short = `zeros(${values.length})`;
  else {
    const bits = BigInt(`0b${Array.from(values, (v) => (v === 1 ? '1' : '0')).join('')}`);
    short = `binvec(${values.length}, 0x${bits.toString(16).padStart(Math.floor((values.length + 15) / 16), '0')})`;
  }
  return short.length < full.length ? short : full;
}

/** OpenSpiel's `_format_tensor` of a one-dimensional tensor. */
function tensorLine(values: Float32Array, label: string): string {
  if (values.length > 0 && values.every((v) => v === 0 || v === 1)) return `${label}: ${binaryVector(values)}`;
  return `${label} = [${Array.from(values, pythonFloat32).join(', ')}]`;
}

/** A tensor's lines, a line per piece of its layout (a single piece goes without its name). */
function tensorLines(values: Float32Array, pieces: readonly [string, number][], label: string): string[] {
  let at = 0;
  return pieces.map(([name, size]) => {
    const line = tensorLine(values.subarray(at, at + size), pieces.length === 1 ? label : `${label}.${name}`);
    at += size;
    return line;
  });
}

/** OpenSpiel's `format_shapes`. */
const shapes = (pieces: readonly [string, number][]): string =>
  pieces.length === 1 ? `[${pieces[0]![1]}]` : pieces.map(([name, size]) => `${name}: [${size}]`).join(', ');

/** OpenSpiel's display rule: each player's (and the end's) first state, then the first three and every tenth. */
function displayTracker(): (player: number) => boolean {
  const seen = new Map<number, number>();
  return (player) => {
    const count = seen.get(player) ?? 0;
    seen.set(player, count + 1);
    return count < 3 || count % 10 === 0;
  };
}

/** One playthrough's text. */
export function playthrough(game: AnyGame, players: number, seed: number): string {
  const names = OPENSPIEL_NAMES[game.name as keyof typeof OPENSPIEL_NAMES];
  const params = { players, seed, maxDecisions: OPENSPIEL_MAX_DECISIONS };
  const config = openSpielConfig(params);
  const enc = encoding(game as never, config as never) as unknown as AnyEncoding;
  const words = wordsFor(game, 'en') as unknown as AnyWords;
  const observation = openSpielPieces(enc.observationLayout);
  const informationState = openSpielPieces(enc.informationStateLayout);
  const gameString = `${names.short}(players=${players},seed=${seed})`;
  const lines: string[] = [
    `game: ${gameString}`,
    '',
    'GameType.chance_mode = ChanceMode.SAMPLED_STOCHASTIC',
    'GameType.dynamics = Dynamics.SEQUENTIAL',
    'GameType.information = Information.IMPERFECT_INFORMATION',
    `GameType.long_name = "${names.long}"`,
    `GameType.max_num_players = ${game.maxPlayers}`,
    `GameType.min_num_players = ${game.minPlayers}`,
    'GameType.parameter_specification = ["max_decisions", "players", "seed"]',
    'GameType.provides_information_state_string = False',
    'GameType.provides_information_state_tensor = True',
    'GameType.provides_observation_string = True',
    'GameType.provides_observation_tensor = True',
    'GameType.provides_factored_observation_string = False',
    'GameType.reward_model = RewardModel.TERMINAL',
    `GameType.short_name = "${names.short}"`,
    'GameType.utility = Utility.GENERAL_SUM',
    '',
    `NumDistinctActions() = ${enc.numDistinctActions}`,
    `PolicyTensorShape() = [${enc.numDistinctActions}]`,
    'MaxChanceOutcomes() = 0',
    `GetParameters() = {max_decisions=${params.maxDecisions},players=${players},seed=${seed}}`,
    `NumPlayers() = ${players}`,
    `MinUtility() = ${game.name === 'tortuga-1667' ? '-1.0' : '0.0'}`,
    'MaxUtility() = 1.0',
    'UtilitySum() = None',
    `InformationStateTensorShape() = ${shapes(informationState)}`,
    'InformationStateTensorLayout() = TensorLayout.CHW',
    `InformationStateTensorSize() = ${enc.informationStateShape[0]}`,
    `ObservationTensorShape() = ${shapes(observation)}`,
    'ObservationTensorLayout() = TensorLayout.CHW',
    `ObservationTensorSize() = ${enc.observationShape[0]}`,
    `MaxGameLength() = ${params.maxDecisions}`,
    `ToString() = "${gameString}"`,
  ];
  const shown = displayTracker();
  const rng = seedRng(`openspiel/${names.short}/${players}/${seed}`);
  let state = game.setup(config);
  const history: number[] = [];
  for (let index = 0; ; index++) {
    const over = game.outcome(state) !== null;
    const current = over ? null : Math.min(...game.toAct(state));
    const display = shown(current ?? -4);
    const add = (...more: string[]): void => {
      if (display) lines.push(...more);
    };
    lines.push('', `# State ${index}`);
    add(
      ...stateString(game, words, state)
        .split('\n')
        .map((line) => `# ${line}`.trimEnd()),
    );
    add(
      `IsTerminal() = ${over ? 'True' : 'False'}`,
      `History() = [${history.join(', ')}]`,
      `HistoryString() = "${history.join(', ')}"`,
      'IsChanceNode() = False',
      'IsSimultaneousNode() = False',
      `CurrentPlayer() = ${current ?? 'PlayerId.TERMINAL'}`,
    );
    for (let seat = 0; seat < players; seat++)
      add(...tensorLines(enc.informationStateTensor(game.viewFor(state, seat)), informationState, `InformationStateTensor(${seat})`));
    for (let seat = 0; seat < players; seat++) add(`ObservationString(${seat}) = "${escape(observationString(words, game.viewFor(state, seat)))}"`);
    for (let seat = 0; seat < players; seat++) add(...tensorLines(enc.observationTensor(game.viewFor(state, seat)), observation, `ObservationTensor(${seat})`));
    add(`SerializeState() = "${escape([openSpielDealSeed(seed, 0), ...history].join('\n'))}"`);
    const returns = enc.returns(state);
    add(`Rewards() = [${(over ? returns : returns.map(() => 0)).map(pythonFloat).join(', ')}]`, `Returns() = [${returns.map(pythonFloat).join(', ')}]`);
    if (current === null) break;
    const ids = enc.legalActionIds(state, current);
    add(
      `LegalActions() = [${ids.join(', ')}]`,
      `StringLegalActions() = [${ids.map((id) => `"${actionString(game, enc, words, state, current, id)}"`).join(', ')}]`,
    );
    const id = ids[nextInt(rng, ids.length)]!;
    add('');
    lines.push(`# Apply action "${actionString(game, enc, words, state, current, id)}"`, `action: ${id}`);
    state = game.apply(state, enc.actionAt(state, current, id)!);
    history.push(id);
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] !== undefined && import.meta.filename === process.argv[1]) {
  mkdirSync(PLAYTHROUGH_DIR, { recursive: true });
  for (const { file, game, players, seed } of PLAYTHROUGHS) {
    const text = playthrough(game, players, seed);
    writeFileSync(join(PLAYTHROUGH_DIR, file), text);
    console.log(`wrote ${file}: ${text.split('\n# State ').length - 1} states, ${Math.round(text.length / 1024)} KB`);
  }
}
