/**
 * The stored form of a policy–value network (issue 49) and its check on load: a versioned JSON
 * object whose weights are one base64 string — per layer, its 8-bit weights, then its row scales
 * and biases as little-endian 32-bit floats — with a CRC-32 of those bytes. Nothing in a file is
 * used before every part is checked: the format, each key (an unknown one is named), the layers'
 * sizes (bounded, and chained: each layer reads what the one before gives), the byte count, the
 * checksum, and every scale and bias a finite number.
 */
import type { DenseLayer, PolicyValueNetwork } from './dense-network.js';

/** The format's name and version. */
export const NETWORK_FORMAT = 'tortuga-rules/network@1';

/** The most layers, and the most rows or columns a layer may have. */
const MAX_LAYERS = 8;
const MAX_SIZE = 4096;

/** What a layer is for. */
export type LayerRole = 'trunk' | 'policy' | 'value';

/** A network as stored. */
export interface NetworkFile {
  readonly format: typeof NETWORK_FORMAT;
  /** What it was trained for, as the file says (e.g. `tortuga-1667/5`). */
  readonly name: string;
  /** The input tensor's size. */
  readonly inputs: number;
  /** The layers in order: the trunk's, then the policy head, then the value head. */
  readonly layers: readonly { readonly role: LayerRole; readonly inputs: number; readonly outputs: number }[];
  /** Base64: per layer, `inputs × outputs` int8 weights, `outputs` float32 scales, `outputs` float32 biases. */
  readonly data: string;
  /** CRC-32 of the decoded bytes, 8 lower-case hex digits. */
  readonly crc32: string;
}

/** A network file that cannot be used, and why. */
export class NetworkFileError extends Error {
  constructor(message: string) {
    super(`network file: ${message}`);
    this.name = 'NetworkFileError';
  }
}

let crcTable: Uint32Array | null = null;

/** CRC-32 (IEEE 802.3) of some bytes. */
export function crc32(bytes: Uint8Array): string {
  if (crcTable === null) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return ((crc ^ 0xffffffff) >>> 0).toString(16).padStart(8, '0');
}

const KEYS = ['format', 'name', 'inputs', 'layers', 'data', 'crc32'] as const;
const LAYER_KEYS = ['role', 'inputs', 'outputs'] as const;

const fail = (why: string): never => {
  throw new NetworkFileError(why);
};

/** A whole number from 1 to MAX_SIZE, or the error naming `what`. */
function size(value: unknown, what: string): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_SIZE
    ? value
    : fail(`${what} is not a whole number from 1 to ${MAX_SIZE}.`);
}

/** The own keys of an object from outside, each known; throws naming an unknown one. */
function ownObject(value: unknown, known: readonly string[], what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(`${what} is not an object.`);
  const object = value as Record<string, unknown>;
  for (const key of Object.keys(object)) if (!known.includes(key)) fail(`${what} has an unknown key "${key.slice(0, 40)}".`);
  return Object.fromEntries(known.map((key) => [key, Object.hasOwn(object, key) ? object[key] : undefined]));
}

/** Reads and checks a stored network; throws a `NetworkFileError` saying what is wrong. */
export function readNetwork(value: unknown): PolicyValueNetwork {
  const file = ownObject(value, KEYS, 'the file');
  if (file.format !== NETWORK_FORMAT) fail(`its format is not ${NETWORK_FORMAT}.`);
  if (typeof file.name !== 'string' || file.name.length > 100) fail('its name is not a short string.');
  const inputs = size(file.inputs, 'its input size');
  if (!Array.isArray(file.layers) || file.layers.length < 3 || file.layers.length > MAX_LAYERS) fail(`it does not have 3 to ${MAX_LAYERS} layers.`);
  const layers = (file.layers as unknown[]).map((layer, i) => {
    const fields = ownObject(layer, LAYER_KEYS, `layer ${i}`);
    const role = fields.role;
    if (role !== 'trunk' && role !== 'policy' && role !== 'value') fail(`layer ${i}'s role is not trunk, policy or value.`);
    return { role: role as LayerRole, inputs: size(fields.inputs, `layer ${i}'s inputs`), outputs: size(fields.outputs, `layer ${i}'s outputs`) };
  });
  const roles = layers.map((l) => l.role).join(',');
  if (!/^(trunk,)+policy,value$/.test(roles)) fail('its layers are not trunk layers, then a policy head, then a value head.');
  const trunk = layers.slice(0, -2);
  trunk.forEach((layer, i) => {
    const given = i === 0 ? inputs : trunk[i - 1]!.outputs;
    if (layer.inputs !== given) fail(`layer ${i} reads ${layer.inputs} values, but is given ${given}.`);
  });
  const last = trunk[trunk.length - 1]!.outputs;
  for (const head of layers.slice(-2)) if (head.inputs !== last) fail(`its ${head.role} head reads ${head.inputs} values, but the trunk gives ${last}.`);
  if (typeof file.data !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(file.data)) fail('its data is not base64.');
  const expected = layers.reduce((n, l) => n + l.inputs * l.outputs + 8 * l.outputs, 0);
  if (Math.floor(((file.data as string).length * 3) / 4) - ((file.data as string).match(/=+$/)?.[0].length ?? 0) !== expected)
    fail(`its data is not the ${expected} bytes its layers need.`);
  const bytes = Uint8Array.from(atob(file.data as string), (c) => c.charCodeAt(0));
  if (typeof file.crc32 !== 'string' || file.crc32 !== crc32(bytes)) fail('its checksum does not match its data (damaged or edited).');
  const view = new DataView(bytes.buffer);
  let at = 0;
  const dense = layers.map((layer, i): DenseLayer => {
    const weights = new Int8Array(bytes.buffer, at, layer.inputs * layer.outputs).slice();
    at += weights.length;
    const floats = (): Float32Array => {
      const out = new Float32Array(layer.outputs);
      for (let r = 0; r < out.length; r++, at += 4) {
        out[r] = view.getFloat32(at, true);
        if (!Number.isFinite(out[r])) fail(`layer ${i} holds a scale or bias that is not a finite number.`);
      }
      return out;
    };
    const scales = floats();
    return { inputs: layer.inputs, outputs: layer.outputs, weights, scales, bias: floats() };
  });
  return { inputs, trunk: dense.slice(0, -2), policy: dense[dense.length - 2]!, value: dense[dense.length - 1]! };
}

/** The stored form of a network (what training writes; `readNetwork` reads it back). */
export function writeNetwork(network: PolicyValueNetwork, name: string): NetworkFile {
  const all = [...network.trunk, network.policy, network.value];
  const roles: LayerRole[] = [...network.trunk.map((): LayerRole => 'trunk'), 'policy', 'value'];
  const bytes = new Uint8Array(all.reduce((n, l) => n + l.inputs * l.outputs + 8 * l.outputs, 0));
  const view = new DataView(bytes.buffer);
  let at = 0;
  for (const layer of all) {
    bytes.set(new Uint8Array(layer.weights.buffer, layer.weights.byteOffset, layer.weights.length), at);
    at += layer.weights.length;
    for (const floats of [layer.scales, layer.bias]) for (const x of floats) view.setFloat32((at += 4) - 4, x, true);
  }
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return {
    format: NETWORK_FORMAT,
    name,
    inputs: network.inputs,
    layers: all.map((l, i) => ({ role: roles[i]!, inputs: l.inputs, outputs: l.outputs })),
    data: btoa(binary),
    crc32: crc32(bytes),
  };
}
