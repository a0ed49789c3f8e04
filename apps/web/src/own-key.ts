/** The value of `value`'s own property `key`, or undefined (nothing is read from a prototype): for data from outside the page's code, such as a worker's messages. */
export function ownKey(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}
