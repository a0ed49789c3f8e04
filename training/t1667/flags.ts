/**
 * The training scripts' command-line values, checked: a number out of its bounds or a name that is
 * not one of the choices is refused with an error naming the flag and what it takes. `--shard i/n`
 * is read by the command line's own `parseShard`.
 */
export { parseShard } from '../../src/cli/results.js';

/** A real number from `min` to `max`. */
export function numberFlag(flag: string, text: string, min: number, max: number): number {
  const n = Number(text);
  if (text.trim() === '' || !(n >= min && n <= max)) throw new Error(`${flag} takes a number from ${min} to ${max}, not "${text}".`);
  return n;
}

/** A whole number from `min` to `max`. */
export function wholeFlag(flag: string, text: string, min: number, max: number): number {
  const n = numberFlag(flag, text, min, max);
  if (!Number.isInteger(n)) throw new Error(`${flag} takes a whole number from ${min} to ${max}, not "${text}".`);
  return n;
}

/** One of `choices`. */
export function choiceFlag<T extends string>(flag: string, text: string, choices: readonly T[]): T {
  const choice = choices.find((c) => c === text);
  if (choice === undefined) throw new Error(`${flag} is one of ${choices.join(', ')}, not "${text}".`);
  return choice;
}
