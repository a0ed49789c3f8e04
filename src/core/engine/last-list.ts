import type { PlayerId } from './game.js';

/**
 * Remembers the last thing built for one seat of one state: a random playout counts a seat's
 * legal actions and then picks one of the same state, so what both need is built once. What
 * was built stays valid while the state is the same object at the same decision count (a
 * state changes only through a step, and every step counts a decision).
 */
export function rememberLast<State extends { readonly decisions: number }, Built>(
  build: (state: State, seat: PlayerId) => Built,
): (state: State, seat: PlayerId) => Built {
  // One record, overwritten (a playout asks once or twice per decision: no garbage per ask).
  const last: { state: State | null; decisions: number; seat: PlayerId; built: Built | undefined } = { state: null, decisions: -1, seat: -1, built: undefined };
  return (state, seat) => {
    if (last.state !== state || last.decisions !== state.decisions || last.seat !== seat) {
      last.built = build(state, seat);
      last.state = state;
      last.decisions = state.decisions;
      last.seat = seat;
    }
    return last.built!;
  };
}
