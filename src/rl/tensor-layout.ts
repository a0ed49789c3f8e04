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
