import type { PlayerId } from './game.js';

/**
 * Remembers the last thing built for one seat of one state: a random playout counts a seat's
 * legal actions and then picks one of the same state, so what both need is built once. What
 * was built stays valid while the state is the same object at the same decision count (a
 * state changes only through a step, and every step counts a decision).
 */
export function rememberLast<State extends { readonly decisions: number }, Built>(build: (state: State, seat: PlayerId) => Built): (state: State, seat: PlayerId) => Built {
  let last: { state: State; decisions: number; seat: PlayerId; built: Built } | null = null;
  return (state, seat) => {
    if (last === null || last.state !== state || last.decisions !== state.decisions || last.seat !== seat) {
      last = { state, decisions: state.decisions, seat, built: build(state, seat) };
    }
    return last.built;
  };
}
