/**
 * The package's names (`tortuga-rules`, `tortuga-rules/1667`, …) as aliases to the library's
 * sources, for the Vite and Vitest configurations of this repository: its apps, examples and tests
 * import the package by name, as a user's code does, and see a change to the rules at once
 * without a build. (A project that installs the package needs none of this.)
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTRY_SOURCES } from '../test/support/entries.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Each entry's name, matched exactly, to its source file. */
export function sourceAliases(): { find: RegExp; replacement: string }[] {
  return Object.entries(ENTRY_SOURCES).map(([name, file]) => ({ find: new RegExp(`^${name}$`), replacement: join(root, file) }));
}
