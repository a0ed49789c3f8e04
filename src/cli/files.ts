import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** A problem the command reports in one line and exits with status 1. */
export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}

/** Reads a text file, or throws a one-line `CommandError` naming it (missing, a directory, larger than `maxBytes`, unreadable). */
export function readText(path: string, maxBytes = Number.POSITIVE_INFINITY): string {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(path);
  } catch {
    throw new CommandError(`${path}: no such file.`);
  }
  if (!stats.isFile()) throw new CommandError(`${path}: is a directory, not a file.`);
  if (stats.size > maxBytes) throw new CommandError(`${path}: is ${stats.size} bytes; at most ${maxBytes} are read.`);
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new CommandError(`${path}: cannot be read.`);
  }
}

/** Reads a JSON file, or throws a one-line `CommandError` naming it. */
export function readJson(path: string): unknown {
  const text = readText(path);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CommandError(`${path}: is not JSON.`);
  }
}

/**
 * Checks, before any work is done, that `path` can be written: not a directory, in an existing
 * directory the command may write to, and writable itself if it exists. Throws a one-line
 * `CommandError` naming the option.
 */
export function checkWritable(path: string, option: string): void {
  const full = resolve(path);
  let exists = false;
  try {
    const stat = statSync(full);
    exists = true;
    if (stat.isDirectory()) throw new CommandError(`${option} ${path}: is a directory; give a file name.`);
  } catch (error) {
    if (error instanceof CommandError) throw error;
  }
  try {
    accessSync(exists ? full : dirname(full), constants.W_OK);
  } catch {
    throw new CommandError(
      exists ? `${option} ${path}: the file cannot be written.` : `${option} ${path}: the folder ${dirname(full)} does not exist or cannot be written.`,
    );
  }
}
