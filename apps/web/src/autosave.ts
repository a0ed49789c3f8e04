import type { BaseAction, Locale } from 'tortuga-rules';
import type { Pace } from './setup-screen.js';
import { seatKindOf, type SeatKind } from './title.js';

/**
 * The local game in progress, kept in this browser after every decision so that a closed tab
 * or a reload can go on where it stopped: the record (checked by `loadHistory` when it comes
 * back) and who played which seat.
 */
export interface Autosave {
  readonly title: 'tortuga-1667' | 'tortuga-dice';
  readonly kinds: readonly SeatKind[];
  /** The people's names as typed (cleaned again when the game goes on). */
  readonly names?: readonly string[];
  readonly locale: Locale;
  readonly pace: Pace;
  readonly record: { readonly game: string; readonly config: { readonly seed: string }; readonly actions: readonly BaseAction[] };
}

const KEY = 'tortuga-rules/autosave';

export function autosave(game: Autosave): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(game));
  } catch {
    // Storage full or switched off: the game goes on unsaved.
  }
}

export function forgetAutosave(): void {
  localStorage.removeItem(KEY);
}

/** Whether this browser keeps a game that `savedGame` cannot read (of another version of this page, or damaged). */
export function unreadableAutosave(): boolean {
  try {
    return localStorage.getItem(KEY) !== null && savedGame() === null;
  } catch {
    return false;
  }
}

/**
 * The kept game, if there is one that looks like one (the record itself is checked when it is
 * loaded); its seats' kinds are this page's, those of an earlier version as the levels they were
 * played as online (`seatKindOf`), and a game with any other is not offered.
 */
export function savedGame(): Autosave | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Autosave> | null;
    if (
      value === null ||
      typeof value !== 'object' ||
      (value.title !== 'tortuga-1667' && value.title !== 'tortuga-dice') ||
      !Array.isArray(value.kinds) ||
      typeof value.record !== 'object'
    )
      return null;
    const kinds = (value.kinds as readonly unknown[]).map(seatKindOf);
    if (kinds.some((kind) => kind === null)) return null;
    return { ...(value as Autosave), kinds: kinds.filter((kind) => kind !== null) };
  } catch {
    return null;
  }
}
