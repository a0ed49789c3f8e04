/**
 * The research interface: both games in the conventions machine-learning tools share —
 * OpenSpiel's fixed action ids, legal-action masks, observation and information-state tensors
 * with documented layouts, and returns (`encoding`). Tree-shaken from the other entry points.
 *
 * @packageDocumentation
 * @module tortuga-rules/rl
 */
export { encoding, type Encoding } from './encoding.js';
export type { TensorSlice } from './tensor-layout.js';
