/**
 * A small multilayer perceptron (ReLU hidden layers, softmax output over the six classes with
 * a per-cell mask of impossible classes). Plain typed-array loops: fast enough to score every
 * land cell of five maps in a few tens of milliseconds and to train in seconds.
 */
export interface Layer {
  inputs: number;
  outputs: number;
  /** outputs × inputs, row-major. */
  w: Float64Array;
  b: Float64Array;
}

export const CLASSES = 6;

export function createLayers(sizes: readonly number[], random: () => number): Layer[] {
  const layers: Layer[] = [];
  for (let l = 0; l + 1 < sizes.length; l++) {
    const inputs = sizes[l];
    const outputs = sizes[l + 1];
    const w = new Float64Array(inputs * outputs);
    // He initialisation (Box-Muller normal draws) keeps ReLU activations at a sane scale.
    const scale = Math.sqrt(2 / inputs) * (l + 2 === sizes.length ? 0.1 : 1);
    for (let k = 0; k < w.length; k++) {
      const u = Math.max(1e-12, random());
      const v = random();
      w[k] = scale * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }
    layers.push({ inputs, outputs, w, b: new Float64Array(outputs) });
  }
  return layers;
}

/** Scratch buffers for one forward/backward pass, reused across cells. */
export interface Workspace {
  acts: Float64Array[];
  deltas: Float64Array[];
}

export function createWorkspace(layers: readonly Layer[]): Workspace {
  const acts = [new Float64Array(layers[0].inputs), ...layers.map((l) => new Float64Array(l.outputs))];
  const deltas = layers.map((l) => new Float64Array(l.outputs));
  return { acts, deltas };
}

/** Forward pass to the output logits (left in `ws.acts[layers.length]`). */
export function forwardLogits(layers: readonly Layer[], ws: Workspace, from = 0): Float64Array {
  const last = layers.length - 1;
  for (let l = from; l <= last; l++) {
    const { inputs, outputs, w, b } = layers[l];
    const a = ws.acts[l];
    const z = ws.acts[l + 1];
    const tail = inputs - (inputs % 4);
    for (let o = 0; o < outputs; o++) {
      const row = o * inputs;
      // Four independent sums: one running sum is bound by the latency of each addition.
      let s0 = b[o];
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      for (let i = 0; i < tail; i += 4) {
        s0 += w[row + i] * a[i];
        s1 += w[row + i + 1] * a[i + 1];
        s2 += w[row + i + 2] * a[i + 2];
        s3 += w[row + i + 3] * a[i + 3];
      }
      for (let i = tail; i < inputs; i++) s0 += w[row + i] * a[i];
      const s = s0 + s1 + (s2 + s3);
      z[o] = l < last && s < 0 ? 0 : s;
    }
  }
  return ws.acts[last + 1];
}

/** Masked, tempered softmax of `logits[offset..offset+6)` into `out[outOffset..]`. */
export function softmaxInto(
  logits: ArrayLike<number>,
  offset: number,
  allowed: ArrayLike<number>,
  allowedOffset: number,
  temperature: number,
  out: Float64Array,
  outOffset: number,
): void {
  let max = -Infinity;
  for (let c = 0; c < CLASSES; c++) if (allowed[allowedOffset + c] && logits[offset + c] > max) max = logits[offset + c];
  let sum = 0;
  for (let c = 0; c < CLASSES; c++) {
    const e = allowed[allowedOffset + c] ? Math.exp((logits[offset + c] - max) / temperature) : 0;
    out[outOffset + c] = e;
    sum += e;
  }
  for (let c = 0; c < CLASSES; c++) out[outOffset + c] /= sum;
}

/**
 * Forward pass. `ws.acts[0]` must hold the input. Writes the masked softmax into `out`
 * (classes where `allowed[c]` is 0 get exactly 0).
 */
export function forward(layers: readonly Layer[], ws: Workspace, allowed: ArrayLike<number>, out: Float64Array, temperature = 1): void {
  const last = layers.length - 1;
  for (let l = 0; l <= last; l++) {
    const { inputs, outputs, w, b } = layers[l];
    const a = ws.acts[l];
    const z = ws.acts[l + 1];
    for (let o = 0; o < outputs; o++) {
      let s = b[o];
      const row = o * inputs;
      for (let i = 0; i < inputs; i++) s += w[row + i] * a[i];
      z[o] = l < last && s < 0 ? 0 : s;
    }
  }
  const logits = ws.acts[last + 1];
  let max = -Infinity;
  for (let c = 0; c < CLASSES; c++) if (allowed[c] && logits[c] > max) max = logits[c];
  let sum = 0;
  for (let c = 0; c < CLASSES; c++) {
    const e = allowed[c] ? Math.exp((logits[c] - max) / temperature) : 0;
    out[c] = e;
    sum += e;
  }
  for (let c = 0; c < CLASSES; c++) out[c] /= sum;
}

/**
 * Backward pass for the loss weight · Σ target·(−log q), accumulated into `grads`
 * (same shapes as the layers). `q` is the forward output for the same input.
 */
export function backward(
  layers: readonly Layer[],
  ws: Workspace,
  q: Float64Array,
  target: ArrayLike<number>,
  allowed: ArrayLike<number>,
  weight: number,
  grads: Layer[],
): void {
  const last = layers.length - 1;
  const dOut = ws.deltas[last];
  for (let c = 0; c < CLASSES; c++) dOut[c] = allowed[c] ? weight * (q[c] - target[c]) : 0;
  for (let l = last; l >= 0; l--) {
    const { inputs, outputs, w } = layers[l];
    const g = grads[l];
    const a = ws.acts[l];
    const d = ws.deltas[l];
    for (let o = 0; o < outputs; o++) {
      const dv = d[o];
      if (dv === 0) continue;
      g.b[o] += dv;
      const row = o * inputs;
      for (let i = 0; i < inputs; i++) g.w[row + i] += dv * a[i];
    }
    if (l > 0) {
      const prev = ws.deltas[l - 1];
      for (let i = 0; i < inputs; i++) {
        if (a[i] <= 0) {
          prev[i] = 0;
          continue;
        }
        let s = 0;
        for (let o = 0; o < outputs; o++) s += w[o * inputs + i] * d[o];
        prev[i] = s;
      }
    }
  }
}

export function layersToJson(layers: readonly Layer[]): { inputs: number; outputs: number; w: number[]; b: number[] }[] {
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return layers.map((l) => ({ inputs: l.inputs, outputs: l.outputs, w: Array.from(l.w, round), b: Array.from(l.b, round) }));
}

export function layersFromJson(json: readonly { inputs: number; outputs: number; w: number[]; b: number[] }[]): Layer[] {
  return json.map((l) => ({ inputs: l.inputs, outputs: l.outputs, w: Float64Array.from(l.w), b: Float64Array.from(l.b) }));
}
