import type { Observation, RoundDetail, Viewport } from "../schemas";
import { FEATURE_COUNT, FEATURE_NAMES } from "./features";
import { addOutcome, emptyCounts, latentFromCounts, RATE_COUNT, RATE_NAMES, ratesFromCounts } from "./latent";
import { backward, CLASSES, createLayers, createWorkspace, forward, layersToJson, softmaxInto, type Layer } from "./mlp";
import type { ModelParams } from "./params";
import { scoreFromWeightedKl } from "../score";
import { allowedClasses, applyFloor, landLogits, observationCounts, seedGeometry } from "./predict";
import { coverOffsets, drawTilt, mulberry32, sampleObservation } from "./sample";

/** One round with ground truth, as the trainer needs it. */
export interface TrainingRound {
  round: RoundDetail;
  /** Per seed, H×W×6. */
  groundTruth: number[][][][];
  /** The round's real observations, when logged. */
  observations: Observation[] | null;
}

export interface TrainOptions {
  seed: number;
  epochs: number;
  hidden: number[];
  /** Latent draws per round from observations sampled out of the ground truth. */
  sampledVariants: number;
  learningRate: number;
  batchSize: number;
  /** Cells drawn (in proportion to their weight) per epoch. */
  drawsPerEpoch: number;
  weightDecay: number;
  rateStrength: number;
  cellPriorStrength: number;
  /** Spread (log-odds) of the run-to-run tilt of each sampled answer; 0 draws cells independently. */
  runNoise: number;
  /**
   * Networks of the ensemble, each as overrides of these options (seed, augmentation); each is
   * trained and calibrated alone, and the model averages their distributions. Empty: one network.
   */
  members: Partial<TrainOptions>[];
  /** Progress lines (epoch losses); silent when absent. */
  log?: (line: string) => void;
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = {
  seed: 20260319,
  epochs: 12,
  hidden: [48, 24],
  sampledVariants: 3,
  learningRate: 0.003,
  batchSize: 128,
  drawsPerEpoch: 100_000,
  weightDecay: 1e-5,
  rateStrength: 20,
  cellPriorStrength: 50,
  runNoise: 0,
  // Two networks: the plain one, and one that sees more (8) sampled answer sets per round, each
  // answer tilted as one real run is (real answers read rates 2–3× noisier than independent
  // cells would). The second reads confined-growth rounds better, the pair beats either.
  members: [{}, { sampledVariants: 8, runNoise: 0.4 }],
};

function entropy(p: ArrayLike<number>): number {
  let h = 0;
  for (let c = 0; c < p.length; c++) if (p[c] > 0) h -= p[c] * Math.log(p[c]);
  return h;
}

/** A 50-query plan like the planner's: 9 covering tiles per seed, then 5 random repeats. */
function trainingViewports(round: RoundDetail, random: () => number): { seed: number; viewport: Viewport }[] {
  const w = Math.min(15, round.map_width);
  const h = Math.min(15, round.map_height);
  const xs = coverOffsets(round.map_width, w);
  const ys = coverOffsets(round.map_height, h);
  const out: { seed: number; viewport: Viewport }[] = [];
  const seeds = round.initial_states.length;
  for (let s = 0; s < seeds; s++) for (const y of ys) for (const x of xs) out.push({ seed: s, viewport: { x, y, w, h } });
  while (out.length < 50) {
    const s = Math.floor(random() * seeds);
    out.push({ seed: s, viewport: { x: xs[Math.floor(random() * xs.length)], y: ys[Math.floor(random() * ys.length)], w, h } });
  }
  return out.slice(0, 50);
}

/** Mean rates over rounds, from the ground truth itself (the latent's zero point). */
function priorMeanOf(rounds: readonly TrainingRound[]): number[] {
  const sum = new Array<number>(RATE_COUNT).fill(0);
  for (const tr of rounds) {
    const counts = emptyCounts();
    tr.round.initial_states.forEach((st, s) => {
      const geo = seedGeometry(st.grid);
      for (const cell of geo.land) {
        addOutcome(counts, geo, cell, tr.groundTruth[s][Math.floor(cell / geo.width)][cell % geo.width]);
      }
    });
    ratesFromCounts(counts).forEach((r, k) => (sum[k] += r / rounds.length));
  }
  return sum.map((v) => Math.min(0.98, Math.max(0.02, v)));
}

/**
 * Trains the model on rounds with ground truth. The loss is the scoring objective: per cell
 * KL(ground truth ‖ prediction) weighted by the ground truth's entropy, each seed normalised
 * to the same total weight. Each round appears with several latents estimated from noisy
 * observations (its logged ones and draws from its ground truth), so the model learns to read
 * a regime from 50 queries' worth of evidence, not from clean rates it never sees in use.
 */
export function trainModel(rounds: readonly TrainingRound[], options: Partial<TrainOptions> = {}): ModelParams {
  const opt = { ...DEFAULT_TRAIN_OPTIONS, ...options };
  const random = mulberry32(opt.seed);
  const priorMean = priorMeanOf(rounds);
  const variants = opt.sampledVariants + 1;

  // Latents: the logged observations when present, else one more sampled draw.
  const latents: Float32Array[] = [];
  rounds.forEach((tr) => {
    const sets: Observation[][] = [];
    if (tr.observations && tr.observations.length > 0) sets.push(tr.observations);
    while (sets.length < variants) {
      sets.push(
        trainingViewports(tr.round, random).map((q) =>
          sampleObservation(tr.round, tr.groundTruth[q.seed], q.seed, q.viewport, random, opt.runNoise > 0 ? drawTilt(opt.runNoise, random) : undefined),
        ),
      );
    }
    for (const obs of sets) latents.push(latentFromCounts(observationCounts(tr.round, obs), priorMean, opt.rateStrength));
  });

  // Training cells: land cells whose ground truth is uncertain (the only ones the score weighs).
  const feats: number[] = [];
  const targets: number[] = [];
  const weights: number[] = [];
  const allowedAll: number[] = [];
  const roundOf: number[] = [];
  rounds.forEach((tr, r) => {
    tr.round.initial_states.forEach((st, s) => {
      const geo = seedGeometry(st.grid);
      const gt = tr.groundTruth[s];
      let total = 0;
      const chosen: number[] = [];
      for (let k = 0; k < geo.land.length; k++) {
        const cell = geo.land[k];
        const h = entropy(gt[Math.floor(cell / geo.width)][cell % geo.width]);
        if (h > 0) {
          total += h;
          chosen.push(k);
        }
      }
      for (const k of chosen) {
        const cell = geo.land[k];
        const p = gt[Math.floor(cell / geo.width)][cell % geo.width];
        for (let f = 0; f < FEATURE_COUNT; f++) feats.push(geo.features[k * FEATURE_COUNT + f]);
        for (let c = 0; c < CLASSES; c++) targets.push(p[c]);
        weights.push((entropy(p) / total) * 1000);
        allowedAll.push(...allowedClasses(geo, k));
        roundOf.push(r);
      }
    });
  });
  const cellCount = weights.length;
  const featArr = Float32Array.from(feats);
  const targetArr = Float64Array.from(targets);
  const allowedArr = Uint8Array.from(allowedAll);

  const sizes = [FEATURE_COUNT + RATE_COUNT, ...opt.hidden, CLASSES];
  const layers = createLayers(sizes, random);
  const grads = layers.map((l) => ({ ...l, w: new Float64Array(l.w.length), b: new Float64Array(l.b.length) }));
  const m1 = layers.map((l) => ({ w: new Float64Array(l.w.length), b: new Float64Array(l.b.length) }));
  const m2 = layers.map((l) => ({ w: new Float64Array(l.w.length), b: new Float64Array(l.b.length) }));
  const ws = createWorkspace(layers);
  const q = new Float64Array(CLASSES);
  // Cells are drawn in proportion to their weight (importance sampling of the weighted loss),
  // so training time goes where the score is decided and does not grow with static-ish cells.
  const cumulative = new Float64Array(cellCount);
  let acc = 0;
  for (let c = 0; c < cellCount; c++) {
    acc += weights[c];
    cumulative[c] = acc;
  }
  const drawCell = () => {
    const u = random() * acc;
    let lo = 0;
    let hi = cellCount - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  const loadInput = (cell: number, variant: number) => {
    const latent = latents[roundOf[cell] * variants + variant];
    const input = ws.acts[0];
    for (let f = 0; f < FEATURE_COUNT; f++) input[f] = featArr[cell * FEATURE_COUNT + f];
    for (let r = 0; r < RATE_COUNT; r++) input[FEATURE_COUNT + r] = latent[r];
  };

  const beta1 = 0.9;
  const beta2 = 0.999;
  let step = 0;
  const draws = opt.drawsPerEpoch;
  const totalSteps = opt.epochs * Math.ceil(draws / opt.batchSize);
  let lastLoss = 0;
  for (let epoch = 0; epoch < opt.epochs; epoch++) {
    let lossSum = 0;
    for (let start = 0; start < draws; start += opt.batchSize) {
      const end = Math.min(draws, start + opt.batchSize);
      for (const g of grads) {
        g.w.fill(0);
        g.b.fill(0);
      }
      for (let s = start; s < end; s++) {
        const cell = drawCell();
        loadInput(cell, Math.floor(random() * variants));
        const allowed = allowedArr.subarray(cell * CLASSES, (cell + 1) * CLASSES);
        forward(layers, ws, allowed, q);
        const target = targetArr.subarray(cell * CLASSES, (cell + 1) * CLASSES);
        for (let c = 0; c < CLASSES; c++) if (target[c] > 0) lossSum += target[c] * Math.log(target[c] / Math.max(q[c], 1e-12));
        backward(layers, ws, q, target, allowed, 1, grads);
      }
      const batchWeight = end - start;
      step++;
      // Cosine-decayed Adam step on the batch's mean gradient.
      const lr = opt.learningRate * 0.5 * (1 + Math.cos((Math.PI * step) / totalSteps));
      const c1 = 1 - Math.pow(beta1, step);
      const c2 = 1 - Math.pow(beta2, step);
      layers.forEach((layer, l) => {
        for (const key of ["w", "b"] as const) {
          const p = layer[key];
          const g = grads[l][key];
          const a = m1[l][key];
          const b = m2[l][key];
          for (let k = 0; k < p.length; k++) {
            const gk = g[k] / batchWeight + (key === "w" ? opt.weightDecay * p[k] : 0);
            a[k] = beta1 * a[k] + (1 - beta1) * gk;
            b[k] = beta2 * b[k] + (1 - beta2) * gk * gk;
            p[k] -= (lr * (a[k] / c1)) / (Math.sqrt(b[k] / c2) + 1e-8);
          }
        }
      });
    }
    lastLoss = lossSum / draws;
    opt.log?.(`epoch ${epoch + 1}/${opt.epochs} weighted KL ${lastLoss.toFixed(4)}`);
  }

  return {
    version: 1,
    featureNames: [...FEATURE_NAMES],
    rateNames: [...RATE_NAMES],
    priorMean,
    rateStrength: opt.rateStrength,
    layers: layersToJson(layers as Layer[]),
    temperature: 1,
    floor: 0.001,
    cellPriorStrength: opt.cellPriorStrength,
    training: {
      rounds: rounds.map((tr) => tr.round.round_number),
      seed: opt.seed,
      epochs: opt.epochs,
      hidden: opt.hidden,
      samples: cellCount * variants,
      loss: Math.round(lastLoss * 1e5) / 1e5,
    },
  };
}

export interface Calibration {
  temperature: number;
  floor: number;
  score: number;
}

/**
 * Chooses the softmax temperature and probability floor maximising the mean official score
 * over the given rounds, with latents from fresh sampled observations (as in use).
 */
export function calibrate(model: ModelParams, rounds: readonly TrainingRound[], seed: number, runNoise = 0): Calibration {
  const random = mulberry32(seed ^ 0x5bd1e995);
  const temperatures = [0.85, 0.9, 0.95, 1, 1.05, 1.1, 1.15, 1.2, 1.3];
  const floors = [0.0002, 0.0005, 0.001, 0.002, 0.004];
  const cases = rounds.flatMap((tr) => {
    const obs = trainingViewports(tr.round, random).map((q) =>
      sampleObservation(tr.round, tr.groundTruth[q.seed], q.seed, q.viewport, random, runNoise > 0 ? drawTilt(runNoise, random) : undefined),
    );
    const latent = latentFromCounts(observationCounts(tr.round, obs), model.priorMean, model.rateStrength);
    return tr.round.initial_states.map((st, s) => ({ geo: seedGeometry(st.grid), gt: tr.groundTruth[s], latent }));
  });
  // Logits do not depend on temperature or floor: one forward pass per case.
  const prepared = cases.map((c) => {
    const logits = landLogits(model, c.geo, c.latent);
    const cells: number[] = [];
    const ents: number[] = [];
    for (let k = 0; k < c.geo.land.length; k++) {
      const cell = c.geo.land[k];
      const h = entropy(c.gt[Math.floor(cell / c.geo.width)][cell % c.geo.width]);
      if (h > 0) {
        cells.push(k);
        ents.push(h);
      }
    }
    return { ...c, logits, cells, ents };
  });
  let best: Calibration = { temperature: 1, floor: 0.001, score: -1 };
  const q = new Float64Array(CLASSES);
  for (const temperature of temperatures) {
    for (const floor of floors) {
      let total = 0;
      for (const c of prepared) {
        let num = 0;
        let den = 0;
        c.cells.forEach((k, j) => {
          const cell = c.geo.land[k];
          const p = c.gt[Math.floor(cell / c.geo.width)][cell % c.geo.width];
          softmaxInto(c.logits, k * CLASSES, c.geo.allowed, k * CLASSES, temperature, q, 0);
          applyFloor(q, allowedClasses(c.geo, k), floor);
          let kl = 0;
          for (let i = 0; i < CLASSES; i++) if (p[i] > 0) kl += p[i] * Math.log(p[i] / q[i]);
          num += c.ents[j] * kl;
          den += c.ents[j];
        });
        total += scoreFromWeightedKl(den > 0 ? num / den : 0);
      }
      const score = total / prepared.length;
      if (score > best.score) best = { temperature, floor, score };
    }
  }
  return best;
}

/** Training followed by calibration on the same rounds: what `npm run train:island` runs. */
export function trainAndCalibrate(rounds: readonly TrainingRound[], options: Partial<TrainOptions> = {}): ModelParams {
  const opt = { ...DEFAULT_TRAIN_OPTIONS, ...options };
  if (opt.members.length > 0) {
    return combineMembers(opt.members.map((m) => trainAndCalibrate(rounds, { ...opt, ...m, members: [] })));
  }
  const model = trainModel(rounds, opt);
  const cal = calibrate(model, rounds, opt.seed, opt.runNoise);
  opt.log?.(`calibration: temperature ${cal.temperature}, floor ${cal.floor}, in-sample score ${cal.score.toFixed(2)}`);
  return { ...model, temperature: cal.temperature, floor: cal.floor };
}

/**
 * One model from separately trained and calibrated networks (same features, rates and
 * training rounds): the first keeps its place, the others become `members`.
 */
export function combineMembers(models: readonly ModelParams[]): ModelParams {
  const [first, ...rest] = models;
  return {
    ...first,
    members: rest.map((m) => ({ layers: m.layers, temperature: m.temperature })),
    floor: Math.min(...models.map((m) => m.floor)),
    training: { ...first.training, members: models.length },
  };
}
