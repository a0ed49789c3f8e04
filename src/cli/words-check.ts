import { checkCatalog } from '../words-for.js';
import { CommandError } from './files.js';

/** At most this many lines of each kind are printed; the count says how many there are. */
const MAX_LINES = 200;

/** The largest catalog file read: 2,000 templates of 2,000 characters, with room for JSON. */
export const MAX_CATALOG_BYTES = 10_000_000;

/**
 * `tortuga-rules words check fr.json`: checks a catalog an application brings against the
 * library's English one of the same game and prints the report — its size, then every error
 * and warning, each naming its key. Throws a CommandError when the catalog has errors (the
 * command then exits with status 1), so that a build can run it.
 */
export function wordsCheck(name: string, text: string, print: (line: string) => void): void {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CommandError(`${name} is not JSON: ${(error as Error).message}`);
  }
  const { errors, warnings } = checkCatalog(value);
  const catalog = value as { game?: unknown; locale?: unknown; templates?: unknown };
  const keys = typeof catalog.templates === 'object' && catalog.templates !== null ? Object.keys(catalog.templates).length : 0;
  print(
    `${name}: ${String(catalog.game)} in ${JSON.stringify(catalog.locale) ?? 'no locale'}, ${keys} templates — ${errors.length} error${errors.length === 1 ? '' : 's'}, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}.`,
  );
  for (const [label, lines] of [
    ['error', errors],
    ['warning', warnings],
  ] as const) {
    for (const line of lines.slice(0, MAX_LINES)) print(`  ${label}: ${line}`);
    if (lines.length > MAX_LINES) print(`  … and ${lines.length - MAX_LINES} more ${label}s`);
  }
  if (errors.length > 0) throw new CommandError(`${name} cannot be used yet: fix the errors above.`);
  print(warnings.length === 0 ? 'The catalog is complete.' : 'The catalog is usable; look at the warnings.');
}
