/**
 * Seals for the table server's rows: HMAC-SHA256 under a key kept outside the database, so
 * that whoever can edit the SQLite file but not read the key cannot make an edited row pass.
 * Each decision's seal covers the one before it (a chain, which starts at the table's seal over
 * its configuration and seed), and the table's head seal covers the number of decisions; the
 * engine replays the chain's actions to the state. So a changed, inserted or deleted
 * row — or a table rolled back by deleting its last decisions — is found when the server reads
 * the table back.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';

/** The key rows are sealed with (32 bytes). */
export type SealKey = Buffer & { readonly __sealKey: true };

/** The seal of a row: HMAC-SHA256 of its kind and fields (each length-prefixed, so fields cannot be shifted into one another). */
export function sealOf(key: SealKey, kind: string, ...fields: readonly string[]): string {
  const mac = createHmac('sha256', key).update(`tortuga-table-server/v1/${kind}`);
  for (const field of fields) mac.update(`\n${field.length}:${field}`);
  return mac.digest('hex');
}

/** Whether a stored seal is the expected one (in constant time for seals of the right form). */
export function sealsMatch(stored: string, expected: string): boolean {
  return /^[0-9a-f]{64}$/.test(stored) && timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(expected, 'hex'));
}

/**
 * The key for a database: `TABLE_SERVER_KEY` (64 hex digits) when set; a fresh one for a
 * database in memory; else the key file beside the database (`<file>.key`, made with mode 0600
 * on first start). Keep the key file elsewhere (or the key in the environment) for the seals to
 * mean something against someone who can read the database's folder.
 */
export function sealKeyFor(database: string, keyFile: string | undefined = undefined, environment: NodeJS.ProcessEnv = process.env): SealKey {
  const given = environment.TABLE_SERVER_KEY;
  if (given !== undefined && given !== '') {
    if (!/^[0-9a-f]{64}$/i.test(given)) throw new RangeError('TABLE_SERVER_KEY is 64 hexadecimal digits (32 bytes).');
    return Buffer.from(given, 'hex') as SealKey;
  }
  if (database === ':memory:' && keyFile === undefined) return randomBytes(32) as SealKey;
  if (isPostgresUrl(database) && keyFile === undefined)
    throw new RangeError('A PostgreSQL database needs the key in TABLE_SERVER_KEY or --key-file: every process that serves it must seal with the same key.');
  const file = keyFile ?? `${database}.key`;
  if (!existsSync(file)) {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  }
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/i.test(text)) throw new RangeError(`${file} does not hold a key (64 hexadecimal digits).`);
  return Buffer.from(text, 'hex') as SealKey;
}

/** Whether `database` names a PostgreSQL server (`postgres://…` or `postgresql://…`) rather than a SQLite file. */
export function isPostgresUrl(database: string): boolean {
  return /^postgres(ql)?:\/\//.test(database);
}
