/**
 * A tensor's layout as data: named slices, each with its size, meaning and range, written one
 * after the other. The same list writes the tensor and documents it (`TensorLayout.slices`), so
 * the documentation cannot drift from the code.
 */

/** One slice of a tensor, as the documentation lists it. */
export interface TensorSlice {
  /** The slice's name. */
  readonly name: string;
  /** Where it starts. */
  readonly offset: number;
  /** How many numbers. */
  readonly size: number;
  /** What they say. */
  readonly meaning: string;
  /** The values they take. */
  readonly range: string;
}

/** A tensor layout: its size, its slices, and the function that writes it from a view. */
export interface TensorLayout<View> {
  readonly size: number;
  readonly slices: readonly TensorSlice[];
  /** Writes the tensor of `view` into `out` (zeroed first) and returns it. */
  write(view: View, out?: Float32Array): Float32Array;
}

/** A slice to be placed: its writer gets the view, the tensor and the slice's offset. */
export interface SliceSpec<View> {
  readonly name: string;
  readonly size: number;
  readonly meaning: string;
  readonly range: string;
  write(view: View, out: Float32Array, at: number): void;
}

/** Lays slices out one after the other. */
export function tensorLayout<View>(specs: readonly SliceSpec<View>[]): TensorLayout<View> {
  const slices: TensorSlice[] = [];
  let offset = 0;
  for (const spec of specs) {
    slices.push({ name: spec.name, offset, size: spec.size, meaning: spec.meaning, range: spec.range });
    offset += spec.size;
  }
  const size = offset;
  const writers = specs.map((spec, i) => [spec.write, slices[i]!.offset] as const);
  return {
    size,
    slices,
    write: (view, out = new Float32Array(size)) => {
      if (out.length !== size) throw new RangeError(`This tensor has ${size} numbers; the array given has ${out.length}.`);
      out.fill(0);
      for (const [write, at] of writers) write(view, out, at);
      return out;
    },
  };
}

/** A count scaled to 0…1 by its usual largest value (larger counts read 1). */
export function scaled(value: number, max: number): number {
  return value >= max ? 1 : value <= 0 ? 0 : value / max;
}

/** A one-hot slice over the seats: the seat `read` names (none when null). */
export function seatHot<View>(name: string, players: number, meaning: string, read: (view: View) => number | null): SliceSpec<View> {
  return {
    name,
    size: players,
    meaning,
    range: '0–1',
    write: (view, out, at) => {
      const seat = read(view);
      if (seat !== null && seat >= 0 && seat < players) out[at + seat] = 1;
    },
  };
}

/** A mask over 0 … size − 1: 1 at each index `read` lists (seats, vote card numbers); others ignored. */
export function indexMask<View>(name: string, size: number, meaning: string, read: (view: View) => readonly number[]): SliceSpec<View> {
  return {
    name,
    size,
    meaning,
    range: '0–1',
    write: (view, out, at) => {
      for (const index of read(view)) if (index >= 0 && index < size) out[at + index] = 1;
    },
  };
}

/**
 * A history slice: per seat, counts of what `visit` finds in the log the observer may read, each
 * feature a tenth per occurrence (1 at most). `visit` calls `count(seat, feature)`.
 */
export function historySlice<View extends { readonly log: readonly { readonly event: Event }[] }, Event, Feature extends string>(
  players: number,
  features: readonly Feature[],
  visit: (event: Event, count: (seat: number, feature: Feature) => void) => void,
): SliceSpec<View> {
  const width = features.length;
  return {
    name: 'history',
    size: players * width,
    meaning: `per seat (${width} each), counted over the log the observer may read, /10: ${features.join(', ')}`,
    range: '0–1',
    write: (view, out, at) => {
      const count = (seat: number, feature: Feature): void => {
        if (seat < 0 || seat >= players) return;
        const i = at + seat * width + features.indexOf(feature);
        out[i] = Math.min(1, out[i]! + 0.1);
      };
      for (const { event } of view.log) visit(event, count);
    },
  };
}
