/** The engines of the games the table server hosts, as a table drives them (either game through one type). */
import { tortuga1667, tortugaDice, type BaseAction, type BaseConfig, type Game } from 'tortuga-rules';
import type { TableGame } from './protocol.js';

/** A view as far as the table needs to read it. */
interface AnyView {
  readonly decisions: number;
}

/** Either game, as the table drives it. */
export type AnyGame = Game<BaseConfig, unknown, BaseAction, AnyView, unknown> & { timeoutAction?: (state: unknown, seat: number) => BaseAction | null };

/** The engine of each game the server hosts. */
export const ENGINES: Readonly<Record<TableGame, AnyGame>> = {
  '1667': tortuga1667 as unknown as AnyGame,
  dice: tortugaDice as unknown as AnyGame,
};
