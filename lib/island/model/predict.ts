import type { Observation, RoundDetail } from "../schemas";
import { terrainToClass } from "../terrain";
import type { Tensor } from "../tensor";
import { computeGeometry, FEATURE_COUNT, KIND, type SeedGeometry } from "./features";
import { addOutcome, emptyCounts, latentFromCounts, logitLatent, RATE_COUNT, RATE_NAMES, type RateCounts, type RateName } from "./latent";
import { CLASSES as CLASS_COUNT, createWorkspace, forwardLogits, softmaxInto, type Layer } from "./mlp";
import { compiledLayers, compiledMembers, type ModelParams } from "./params";
import { addEvidence, applyFactors, applyLocalVigour, categoryFactors, cellCategories, DEFAULT_RECALIBRATION, emptyEvidence } from "./recalibrate";

export type { Tensor };

// Module-local copies: imported bindings can compile to getter calls, costly in the hot loops.
const CLASSES = CLASS_COUNT;
const FEATURES = FEATURE_COUNT;
const { OCEAN, MOUNTAIN } = KIND;

const geometryCache = new WeakMap<object, SeedGeometry>();

/** Geometry of a seed's initial grid, cached per grid object (the dashboard reruns often). */
export function seedGeometry(grid: readonly (readonly number[])[]): SeedGeometry {
  let geo = geometryCache.get(grid);
  if (!geo) {
    geo = computeGeometry(grid);
    geometryCache.set(grid, geo);
  }
  return geo;
}

/** Calls `visit(seed, cellIndex, class)` for every in-map cell of every observation. */
export function forEachObservedCell(
  round: RoundDetail,
  observations: readonly Observation[],
  visit: (seed: number, cell: number, cls: number) => void,
): void {
  const width = round.map_width;
  const height = round.map_height;
  for (const obs of observations) {
    if (obs.seed_index < 0 || obs.seed_index >= round.initial_states.length) continue;
    const { x: vx, y: vy } = obs.viewport;
    obs.grid.forEach((row, r) => {
      const y = vy + r;
      if (y < 0 || y >= height) return;
      row.forEach((code, c) => {
        const x = vx + c;
        if (x < 0 || x >= width) return;
        visit(obs.seed_index, y * width + x, terrainToClass(code));
      });
    });
  }
}

/** Round-level rate counts from every observation (all seeds share the hidden parameters). */
export function observationCounts(round: RoundDetail, observations: readonly Observation[]): RateCounts {
  const geos = round.initial_states.map((s) => seedGeometry(s.grid));
  const counts = emptyCounts();
  const onehot = new Float64Array(CLASSES);
  forEachObservedCell(round, observations, (seed, cell, cls) => {
    onehot.fill(0);
    onehot[cls] = 1;
    addOutcome(counts, geos[seed], cell, onehot);
  });
  return counts;
}

/** Classes the k-th land cell can end in: never mountain; port only next to ocean. */
export function allowedClasses(geo: SeedGeometry, k: number): Uint8Array {
  return geo.allowed.subarray(k * CLASSES, (k + 1) * CLASSES);
}

/**
 * Output logits of the first network for every land cell of one seed given the round latent
 * (land order, 6 per cell). The features' share of the first layer is computed once per map
 * (see firstLayerOfFeatures); each call adds the latent's share, folded into the bias once.
 */
export function landLogits(model: ModelParams, geo: SeedGeometry, latent: Float32Array): Float64Array {
  return networkLogits(compiledLayers(model), geo, latent);
}

function networkLogits(layers: Layer[], geo: SeedGeometry, latent: Float32Array): Float64Array {
  const out = new Float64Array(geo.land.length * CLASSES);
  const first = layers[0];
  const hidden = first.outputs;
  const bias = Float64Array.from(first.b);
  for (let o = 0; o < hidden; o++) {
    for (let r = 0; r < RATE_COUNT; r++) bias[o] += first.w[o * first.inputs + FEATURES + r] * latent[r];
  }
  const pre = firstLayerOfFeatures(geo, first);
  const ws = createWorkspace(layers);
  const a = ws.acts[1];
  const cells = geo.land.length;
  for (let k = 0; k < cells; k++) {
    const base = k * hidden;
    for (let o = 0; o < hidden; o++) {
      const v = pre[base + o] + bias[o];
      a[o] = v < 0 ? 0 : v;
    }
    out.set(forwardLogits(layers, ws, 1), k * CLASSES);
  }
  return out;
}

const transposed = new WeakMap<Layer, Float64Array>();

const featureShares = new WeakMap<SeedGeometry, WeakMap<Layer, Float64Array>>();

/**
 * The first layer's weighted sum of each land cell's features (cells × hidden), without bias or
 * latent. It depends on the map alone, so it is computed once per seed and network: reruns
 * after each query or slider move then only add the latent's share. Zero features are skipped.
 */
function firstLayerOfFeatures(geo: SeedGeometry, first: Layer): Float64Array {
  let byLayer = featureShares.get(geo);
  if (!byLayer) {
    byLayer = new WeakMap();
    featureShares.set(geo, byLayer);
  }
  let pre = byLayer.get(first);
  if (!pre) {
    const hidden = first.outputs;
    const wT = transposedFirstLayer(first);
    const features = geo.features;
    pre = new Float64Array(geo.land.length * hidden);
    for (let k = 0; k < geo.land.length; k++) {
      const row = k * hidden;
      for (let f = 0; f < FEATURES; f++) {
        const v = features[k * FEATURES + f];
        if (v === 0) continue;
        const col = f * hidden;
        for (let o = 0; o < hidden; o++) pre[row + o] += wT[col + o] * v;
      }
    }
    byLayer.set(first, pre);
  }
  return pre;
}

/** First-layer weights of the cell features, feature-major (columns contiguous). */
function transposedFirstLayer(first: Layer): Float64Array {
  let wT = transposed.get(first);
  if (!wT) {
    wT = new Float64Array(FEATURES * first.outputs);
    for (let o = 0; o < first.outputs; o++) {
      for (let f = 0; f < FEATURES; f++) wT[f * first.outputs + o] = first.w[o * first.inputs + f];
    }
    transposed.set(first, wT);
  }
  return wT;
}

/**
 * The model's distribution for every land cell (land order, 6 per cell): the mean of every
 * network's tempered softmax.
 */
export function ensembleDistributions(model: ModelParams, geo: SeedGeometry, latent: Float32Array): Float64Array {
  const members = compiledMembers(model);
  if (members.length === 1) return landDistributions(geo, networkLogits(members[0].layers, geo, latent), members[0].temperature);
  const out = new Float64Array(geo.land.length * CLASSES);
  for (const m of members) {
    const d = landDistributions(geo, networkLogits(m.layers, geo, latent), m.temperature);
    for (let i = 0; i < out.length; i++) out[i] += d[i] / members.length;
  }
  return out;
}

/**
 * Works out, once per map, what every prediction of the round reuses: each seed's geometry and
 * features, its cells' recalibration categories, and the features' share of each network's first
 * layer. Predictions are unchanged; the first one no longer pays for this.
 */
export function warmRoundWith(model: ModelParams, round: RoundDetail): void {
  const members = compiledMembers(model);
  for (const s of round.initial_states) {
    const geo = seedGeometry(s.grid);
    cellCategories(geo);
    for (const m of members) firstLayerOfFeatures(geo, m.layers[0]);
  }
}

/** Model distribution for every land cell (land order, 6 per cell) at a temperature. */
export function landDistributions(geo: SeedGeometry, logits: Float64Array, temperature: number): Float64Array {
  const out = new Float64Array(logits.length);
  for (let k = 0; k < geo.land.length; k++) softmaxInto(logits, k * CLASSES, geo.allowed, k * CLASSES, temperature, out, k * CLASSES);
  return out;
}

/** Applies the probability floor to the allowed classes and renormalises, in place. */
export function applyFloor(q: Float64Array | number[], allowed: ArrayLike<number>, floor: number, offset = 0): void {
  let sum = 0;
  for (let c = 0; c < CLASSES; c++) {
    q[offset + c] = allowed[c] ? Math.max(q[offset + c], floor) : 0;
    sum += q[offset + c];
  }
  for (let c = 0; c < CLASSES; c++) q[offset + c] /= sum;
}

export interface PredictOptions {
  /** Rates fixed by the team, as probabilities; each replaces the observed estimate. */
  pins?: Partial<Record<RateName, number>>;
}

/**
 * Calibrated H×W×6 prediction for each seed of the round, from the initial maps and every
 * observation so far. Ocean and mountain cells are certain; every class a land cell can reach
 * keeps at least the model's floor; mountain (and port away from the sea) stay exactly 0.
 */
export function predictWith(
  model: ModelParams,
  round: RoundDetail,
  observations: readonly Observation[],
  options: PredictOptions = {},
): Tensor[] {
  const geos = round.initial_states.map((s) => seedGeometry(s.grid));
  const latent = latentFromCounts(observationCounts(round, observations), model.priorMean, model.rateStrength);
  // A pinned rate (set by the team) replaces the rate read from the observations.
  if (options.pins) {
    RATE_NAMES.forEach((name, r) => {
      const pin = options.pins?.[name];
      if (pin !== undefined && Number.isFinite(pin)) latent[r] = logitLatent(pin, model.priorMean[r]);
    });
  }

  // Per-cell observed class counts, per seed: the recalibration's evidence and each cell's own.
  const cellCounts = geos.map((g) => new Float64Array(g.width * g.height * CLASSES));
  forEachObservedCell(round, observations, (seed, cell, cls) => {
    cellCounts[seed][cell * CLASSES + cls] += 1;
  });

  const lands = geos.map((geo) => ensembleDistributions(model, geo, latent));
  if (observations.length > 0) recalibrate(model, geos, lands, cellCounts);

  return geos.map((geo, seed) => {
    const { width, height } = geo;
    const land = lands[seed];
    const tensor: Tensor = [];
    for (let y = 0; y < height; y++) {
      const row: number[][] = [];
      for (let x = 0; x < width; x++) {
        const kind = geo.kind[y * width + x];
        if (kind === OCEAN) row.push([1, 0, 0, 0, 0, 0]);
        else if (kind === MOUNTAIN) row.push([0, 0, 0, 0, 0, 1]);
        else row.push([]);
      }
      tensor.push(row);
    }
    const counts = cellCounts[seed];
    const s = model.cellPriorStrength;
    for (let k = 0; k < geo.land.length; k++) {
      const cell = geo.land[k];
      const q = Array.from(land.subarray(k * CLASSES, (k + 1) * CLASSES));
      let n = 0;
      for (let c = 0; c < CLASSES; c++) n += counts[cell * CLASSES + c];
      if (n > 0 && s > 0) {
        for (let c = 0; c < CLASSES; c++) q[c] = (s * q[c] + counts[cell * CLASSES + c]) / (s + n);
      }
      const allowed = allowedClasses(geo, k);
      applyFloor(q, allowed, model.floor);
      tensor[Math.floor(cell / width)][cell % width] = q;
    }
    return tensor;
  });
}

/**
 * What the round's queries saw recalibrates the networks' distributions, in place. First each cell
 * category's mean moves towards what the queries saw of that category on any seed (the regime is
 * shared, and the rates the networks read are few); then each cell's settlement mass towards the
 * settled share seen around it on its own seed (settlements differ in vigour, and a settlement's
 * fate and its neighbours' move together).
 */
function recalibrate(model: ModelParams, geos: readonly SeedGeometry[], lands: readonly Float64Array[], cellCounts: readonly Float64Array[]): void {
  const opt = { ...DEFAULT_RECALIBRATION, ...model.recalibration };
  if (opt.categoryPower > 0) {
    const categories = geos.map(cellCategories);
    const evidence = emptyEvidence();
    geos.forEach((geo, seed) => {
      geo.land.forEach((cell, k) => addEvidence(evidence, categories[seed][cell], cellCounts[seed], cell * CLASSES, lands[seed], k * CLASSES));
    });
    const factors = categoryFactors(evidence, opt.categoryStrength, opt.categoryPower);
    geos.forEach((geo, seed) => {
      geo.land.forEach((cell, k) => applyFactors(lands[seed], k * CLASSES, factors, categories[seed][cell]));
    });
  }
  if (opt.vigourPower > 0) {
    geos.forEach((geo, seed) => applyLocalVigour(geo, lands[seed], cellCounts[seed], opt.vigourRadius, opt.vigourStrength, opt.vigourPower));
  }
}
