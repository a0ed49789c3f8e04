/**
 * What this browser keeps of its online tables, in its storage: the seat and token it holds at a
 * table, the host's token of a table it opened, and the name last typed. Secrets are kept under
 * the server and the table together, so that one server never gets another's token; a damaged
 * entry reads as none.
 */

/** How this page reaches a table: the server's address and the table's id. */
export interface TableAddress {
  readonly server: string;
  readonly table: string;
}

const STORAGE = 'tortuga-rules/tables';

/** Where a table's secrets are kept: under its server and its id together. */
const keyOf = (address: TableAddress): string => `${address.server} ${address.table}`;

/** A map kept in this browser's storage (a damaged one reads as empty; entries keyed by a table id alone, from before tokens were bound to their server, are dropped). */
function storedMap(name: string): Record<string, unknown> {
  try {
    const all = JSON.parse(localStorage.getItem(name) ?? '{}') as unknown;
    if (typeof all !== 'object' || all === null || Array.isArray(all)) return {};
    return Object.fromEntries(Object.entries(all).filter(([key]) => key.includes(' ')));
  } catch {
    return {};
  }
}

function storeEntry(name: string, address: TableAddress, value: unknown): void {
  localStorage.setItem(name, JSON.stringify({ ...storedMap(name), [keyOf(address)]: value }));
}

/** The seat and token this browser holds at a table of a server, if any. */
export function heldSeat(address: TableAddress): { seat: number; token: string } | null {
  const held = storedMap(STORAGE)[keyOf(address)];
  if (typeof held !== 'object' || held === null) return null;
  const { seat, token } = held as { seat?: unknown; token?: unknown };
  return typeof seat === 'number' && typeof token === 'string' ? { seat, token } : null;
}

/** Keeps the seat and token the server gave this browser at a table. */
export function holdSeat(address: TableAddress, seat: number, token: string): void {
  storeEntry(STORAGE, address, { seat, token });
}

/** The host's token of a table this browser opened on a server, if any (it may seat bots in free seats). */
export function heldHost(address: TableAddress): string | null {
  const host = storedMap(`${STORAGE}/host`)[keyOf(address)];
  return typeof host === 'string' ? host : null;
}

/** Keeps the host's token of a table this browser opened. */
export function holdHost(address: TableAddress, host: string): void {
  storeEntry(`${STORAGE}/host`, address, host);
}

/** The name this browser last sat down under ('' if none). */
export function lastName(): string {
  return localStorage.getItem(`${STORAGE}/name`) ?? '';
}

/** Keeps the name a person sat down under, for the next lobby. */
export function keepName(name: string): void {
  localStorage.setItem(`${STORAGE}/name`, name);
}
