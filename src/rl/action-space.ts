/**
 * A game's actions as fixed integer ids, OpenSpiel's way: for a game and its configuration, every
 * action a seat could ever take (leaving out the seat itself) has one id in
 * `0 … numDistinctActions − 1`, the same in every state. An action type owns a block of ids; within
 * it, the type's fields are digits of a mixed-radix number, the first field the most significant.
 */

/** The values one field of an action can take, each with its own index. */
export interface Domain {
  /** How many values. */
  readonly size: number;
  /** The index of a value, or −1 when it is not one of them. */
  index(value: unknown): number;
  /** The value at an index (a fresh array for list values). */
  value(index: number): unknown;
  /** What the values are, for the documentation. */
  readonly describe: string;
  /** The values as a JSON Schema. */
  readonly schema: Readonly<Record<string, unknown>>;
}

/** The values listed, by position. */
export function enumDomain(values: readonly (string | boolean)[]): Domain {
  return {
    size: values.length,
    index: (value) => values.indexOf(value as string | boolean),
    value: (i) => values[i],
    describe: values.map(String).join(', '),
    schema: { enum: [...values] },
  };
}

/** The whole numbers 0 … size − 1. */
export function rangeDomain(size: number, describe: string): Domain {
  return {
    size,
    index: (value) => (Number.isInteger(value) && (value as number) >= 0 && (value as number) < size ? (value as number) : -1),
    value: (i) => i,
    describe: `${describe} 0–${size - 1}`,
    schema: { type: 'integer', minimum: 0, maximum: size - 1 },
  };
}

/** Ascending lists of `min`…`max` distinct numbers from 0 … n − 1, by their bit mask (lists of one to two cards, any subset of five dice). */
export function subsetDomain(n: number, min: number, max: number, describe: string): Domain {
  const masks: number[] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const size = popcount(mask);
    if (size >= min && size <= max) masks.push(mask);
  }
  // The index of each mask, by the mask itself (−1 for masks of other sizes): one array read.
  const byMask = new Int32Array(1 << n).fill(-1);
  masks.forEach((mask, i) => (byMask[mask] = i));
  return {
    size: masks.length,
    index: (value) => {
      if (!Array.isArray(value) || value.length < min || value.length > max) return -1;
      let mask = 0;
      let last = -1;
      for (const item of value) {
        if (!Number.isInteger(item) || item <= last || item >= n) return -1;
        mask |= 1 << item;
        last = item;
      }
      return byMask[mask]!;
    },
    value: (i) => {
      const mask = masks[i]!;
      const list: number[] = [];
      for (let bit = 0; bit < n; bit++) if (mask & (1 << bit)) list.push(bit);
      return list;
    },
    describe: `${describe}: ascending lists of ${min === max ? min : `${min}–${max}`} of 0–${n - 1}`,
    schema: {
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: n - 1 },
      minItems: min,
      maxItems: max,
      uniqueItems: true,
      description: 'ascending',
    },
  };
}

/** Ascending pairs of distinct numbers 0 … n − 1 (two slots of the row). */
export function pairDomain(n: number, describe: string): Domain {
  return subsetDomain(n, 2, 2, describe);
}

/** Lists of one or two distinct numbers below n, ascending, for n up to 64 (vote cards: one, or two with El Dorado). */
export function oneOrTwoDomain(n: number, describe: string): Domain {
  const pairs = (n * (n - 1)) / 2;
  // i < n: [i]; then the pairs [a, b] in order.
  const pairIndex = (a: number, b: number): number => a * n - (a * (a + 1)) / 2 + (b - a - 1);
  return {
    size: n + pairs,
    index: (value) => {
      if (!Array.isArray(value)) return -1;
      const [a, b] = value as unknown[];
      if (!Number.isInteger(a) || (a as number) < 0 || (a as number) >= n) return -1;
      if (value.length === 1) return a as number;
      if (value.length !== 2 || !Number.isInteger(b) || (b as number) <= (a as number) || (b as number) >= n) return -1;
      return n + pairIndex(a as number, b as number);
    },
    value: (i) => {
      if (i < n) return [i];
      let rest = i - n;
      for (let a = 0; a < n; a++) {
        const row = n - a - 1;
        if (rest < row) return [a, a + 1 + rest];
        rest -= row;
      }
      return [];
    },
    describe: `${describe}: one of 0–${n - 1}, or two ascending`,
    schema: { type: 'array', items: { type: 'integer', minimum: 0, maximum: n - 1 }, minItems: 1, maxItems: 2, uniqueItems: true, description: 'ascending' },
  };
}

function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m > 0; m &= m - 1) count++;
  return count;
}

/** One action type's block of ids. */
export interface TypeBlock {
  readonly type: string;
  readonly offset: number;
  readonly size: number;
  readonly fields: readonly (readonly [string, Domain])[];
}

/** A game's action ids for one configuration. */
export interface ActionSpace {
  readonly numDistinctActions: number;
  readonly blocks: readonly TypeBlock[];
  /** The id of an action (its `player` and `at` ignored), or −1 when it is not one of the game's actions. */
  index(action: { readonly type: string }): number;
  /** The action with an id, for `player` (not checked against any state). */
  decode(id: number, player: number): { readonly type: string; readonly player: number } | null;
}

/** Builds the action space from each type's fields, in the order given. */
export function actionSpace(types: readonly (readonly [string, readonly (readonly [string, Domain])[]])[]): ActionSpace {
  const blocks: TypeBlock[] = [];
  let offset = 0;
  for (const [type, fields] of types) {
    const size = fields.reduce((product, [, domain]) => product * domain.size, 1);
    blocks.push({ type, offset, size, fields });
    offset += size;
  }
  const byType = new Map(blocks.map((block) => [block.type, block]));
  return {
    numDistinctActions: offset,
    blocks,
    index: (action) => {
      const block = byType.get(action.type);
      if (block === undefined) return -1;
      let id = 0;
      for (const [name, domain] of block.fields) {
        const digit = domain.index((action as unknown as Record<string, unknown>)[name]);
        if (digit < 0) return -1;
        id = id * domain.size + digit;
      }
      return block.offset + id;
    },
    decode: (id, player) => {
      if (!Number.isInteger(id) || id < 0 || id >= offset) return null;
      let at = 0;
      while (id >= blocks[at]!.offset + blocks[at]!.size) at++;
      const block = blocks[at]!;
      // Fields in the order of the game's own action objects: type, player, then the fields,
      // the first field the most significant digit.
      const action: Record<string, unknown> = { type: block.type, player };
      let weight = block.size;
      for (const [name, domain] of block.fields) {
        weight /= domain.size;
        action[name] = domain.value(Math.floor((id - block.offset) / weight) % domain.size);
      }
      return action as { type: string; player: number };
    },
  };
}
