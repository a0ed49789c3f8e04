/**
 * `npm run playthroughs:openspiel`: golden playthroughs in OpenSpiel's playthrough text format
 * (`open_spiel/integration_tests/playthroughs/*.txt`): the game's type and sizes, then every state
 * of one seeded game — its history of action ids, the player to act, that player's observation
 * (the words' summary) and tensors, the legal actions as ids and as words, the returns — and the
 * action applied. Random legal play from a seeded generator; chance is the engine's own seeded
 * generator (OpenSpiel's SAMPLED_STOCHASTIC), and simultaneous decisions are served one seat at a
 * time, lowest first (as the AEC environment does). `test/rl/playthroughs.test.ts` diffs them.
 *
 * Tensors are printed sparse, OpenSpiel-style where they are binary: `◉` at 1, `◯` at 0, and the
 * other values as `index=value`; the information state, which starts with the observation, as its
 * own part after it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BaseAction, BaseConfig, Game } from '../src/core/game.js';
import { nextInt, seedRng } from '../src/core/rng.js';
import type { Words } from '../src/core/words.js';
import { tortugaDice } from '../src/dice/game.js';
import { encoding, type Encoding } from '../src/rl/encoding.js';
import { tortuga1667 } from '../src/t1667/game.js';
import { wordsFor } from '../src/words-for.js';

type AnyGame = Game<BaseConfig, unknown, BaseAction, unknown, unknown>;
type AnyEncoding = Encoding<unknown, BaseAction, unknown>;
type AnyWords = Words<unknown, BaseAction, unknown>;

/** The configurations recorded. */
export const PLAYTHROUGHS: readonly { readonly file: string; readonly game: AnyGame; readonly config: BaseConfig }[] = [
  { file: 'tortuga-1667(players=2).txt', game: tortuga1667 as unknown as AnyGame, config: { players: 2, seed: 'playthrough-2' } },
  { file: 'tortuga-1667(players=5).txt', game: tortuga1667 as unknown as AnyGame, config: { players: 5, seed: 'playthrough-5' } },
  { file: 'tortuga-1667(players=9).txt', game: tortuga1667 as unknown as AnyGame, config: { players: 9, seed: 'playthrough-9' } },
  { file: 'tortuga-dice(players=4).txt', game: tortugaDice as unknown as AnyGame, config: { players: 4, seed: 'playthrough-dice-4' } },
];

/** Where they are kept. */
export const PLAYTHROUGH_DIR = join(import.meta.dirname, '..', 'test', 'rl', 'playthroughs');

/** A tensor as the playthrough prints it: binary as ◉◯, otherwise its non-zero entries. */
function tensor(values: Float32Array): string {
  if (values.every((v) => v === 0 || v === 1)) return `: ${[...values].map((v) => (v === 1 ? '◉' : '◯')).join('')}`;
  const entries: string[] = [];
  values.forEach((v, i) => {
    if (v !== 0) entries.push(`${i}=${Number(v.toFixed(4))}`);
  });
  return ` = {${entries.join(', ')}}`;
}

/** The information state's own part (after the observation it starts with), as non-zero `index=value` entries. */
function infoPart(values: Float32Array, from: number): string {
  const entries: string[] = [];
  for (let i = from; i < values.length; i++) if (values[i] !== 0) entries.push(`${i}=${Number(values[i]!.toFixed(4))}`);
  return `{${entries.join(', ')}}`;
}

const num = (value: number): string => (Number.isInteger(value) ? value.toFixed(1) : String(value));

/** One playthrough's text. */
export function playthrough(game: AnyGame, config: BaseConfig): string {
  const enc = encoding(game as never, config as never) as unknown as AnyEncoding;
  const words = wordsFor(game, 'en') as unknown as AnyWords;
  const rng = seedRng(`${config.seed}/actions`);
  const name = `${game.name}(players=${config.players})`;
  const lines: string[] = [
    `game: ${name}`,
    '',
    'GameType.chance_mode = ChanceMode.SAMPLED_STOCHASTIC',
    'GameType.dynamics = Dynamics.SEQUENTIAL',
    'GameType.information = Information.IMPERFECT_INFORMATION',
    `GameType.long_name = "${game.name === 'tortuga-1667' ? 'Tortuga 1667' : 'Tortuga (the dice game)'}"`,
    `GameType.max_num_players = ${game.maxPlayers}`,
    `GameType.min_num_players = ${game.minPlayers}`,
    'GameType.parameter_specification = ["players", "seed"]',
    'GameType.provides_information_state_string = False',
    'GameType.provides_information_state_tensor = True',
    'GameType.provides_observation_string = True',
    'GameType.provides_observation_tensor = True',
    'GameType.reward_model = RewardModel.TERMINAL',
    `GameType.short_name = "${game.name}"`,
    'GameType.utility = Utility.GENERAL_SUM',
    '',
    `NumDistinctActions() = ${enc.numDistinctActions}`,
    `PolicyTensorShape() = [${enc.numDistinctActions}]`,
    `GetParameters() = {players=${config.players},seed=${config.seed}}`,
    `NumPlayers() = ${config.players}`,
    `MinUtility() = ${game.name === 'tortuga-1667' ? '-1.0' : '0.0'}`,
    'MaxUtility() = 1.0',
    `InformationStateTensorShape() = [${enc.informationStateShape[0]}]`,
    'InformationStateTensorLayout() = TensorLayout.CHW',
    `InformationStateTensorSize() = ${enc.informationStateShape[0]}`,
    `ObservationTensorShape() = [${enc.observationShape[0]}]`,
    'ObservationTensorLayout() = TensorLayout.CHW',
    `ObservationTensorSize() = ${enc.observationShape[0]}`,
    `ToString() = "${name}"`,
  ];
  let state = game.setup(config);
  const history: number[] = [];
  for (let index = 0; ; index++) {
    const over = game.outcome(state) !== null;
    const current = over ? -4 : Math.min(...game.toAct(state));
    lines.push('', `# State ${index}`, `IsTerminal() = ${over ? 'True' : 'False'}`, `History() = [${history.join(', ')}]`, `HistoryString() = "${history.join(' ')}"`, 'IsChanceNode() = False', 'IsSimultaneousNode() = False', `CurrentPlayer() = ${current}`);
    const seat = over ? 0 : current;
    const view = game.viewFor(state, seat);
    lines.push(`ObservationString(${seat}) = ${JSON.stringify(words.summary(view).map((line) => line.text).join(' / '))}`);
    lines.push(`ObservationTensor(${seat})${tensor(enc.observationTensor(view))}`);
    lines.push(`InformationStateTensor(${seat}) = ObservationTensor(${seat}) ++ ${infoPart(enc.informationStateTensor(view), enc.observationShape[0])}`);
    const returns = enc.returns(state);
    lines.push(`Rewards() = [${returns.map(num).join(', ')}]`, `Returns() = [${returns.map(num).join(', ')}]`);
    if (over) break;
    const ids = enc.legalActionIds(state, seat);
    lines.push(`LegalActions() = [${ids.join(', ')}]`);
    lines.push(`StringLegalActions() = [${ids.map((id) => JSON.stringify(words.label(view, enc.actionAt(state, seat, id)!).short.text)).join(', ')}]`);
    const id = ids[nextInt(rng, ids.length)]!;
    lines.push('', `# Apply action ${JSON.stringify(words.label(view, enc.actionAt(state, seat, id)!).short.text)}`, `action: ${id}`);
    state = game.apply(state, enc.actionAt(state, seat, id)!);
    history.push(id);
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] !== undefined && import.meta.filename === process.argv[1]) {
  mkdirSync(PLAYTHROUGH_DIR, { recursive: true });
  for (const { file, game, config } of PLAYTHROUGHS) {
    const text = playthrough(game, config);
    writeFileSync(join(PLAYTHROUGH_DIR, file), text);
    console.log(`wrote ${file}: ${text.split('\n# State ').length - 1} states, ${Math.round(text.length / 1024)} KB`);
  }
}
