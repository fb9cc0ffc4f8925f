/**
 * The expected score's calibration: how the model's error on a round (its weighted KL beyond what
 * the regime's own uncertainty explains) follows from what the round's queries show, fitted on
 * past rounds. Every figure that judges it is nested: `calibrationFolds` gives, for each round,
 * a fit that never saw that round, and the fit itself chooses its ridge and measures its spread
 * by leave-one-round-out within the rounds it is given, so its interval comes from errors on
 * rounds each fit had not seen.
 */

/** What a fit needs of one seed of a past round. */
export interface CalibrationRow {
  round: number;
  /** The round's observed surprise and repeat error (sum and entropy weight; see estimate.ts). */
  surprise: { sum: number; weight: number };
  repeat: { sum: number; weight: number };
  /** Weighted KL of the model's prediction against each sampled truth. */
  sampledKls: readonly number[];
  /** Its weighted KL against the real ground truth. */
  actualKl: number;
  /** Distance of the round's reading to the nearest other past round (nearest.ts), when known. */
  nearestDistance?: number;
  /** The seed's uncertain land: Σ H of its plausible truths, mean over the draws (absent in old rows). */
  entropy?: number;
}

export interface Calibration {
  /**
   * log(model KL) ≈ intercept + repeatSlope · repeat + surpriseSlope · |surprise|
   *                 + entropySlope · log(uncertain land)
   * (a calibration without entropySlope reads the first two only).
   */
  intercept: number;
  repeatSlope: number;
  surpriseSlope: number;
  entropySlope?: number;
  /** An average round's values; a round with few observations is shrunk towards them. */
  typicalRepeat: number;
  typicalSurprise: number;
  /** An average seed's log(uncertain land), when the third reading is fitted. */
  typicalLogEntropy?: number;
  /** Weight (entropy-weighted cells) of the typical values: a full round has 2,000–10,000 observed. */
  priorWeight: number;
  /**
   * Errors of log(model KL) on rounds the fit had not seen (leave-one-round-out within the fitted
   * rounds), sorted: the interval is drawn from them, not from the fit's own residuals.
   */
  residuals: number[];
  /**
   * How much wider the error is with no evidence than with a full round's: the root-mean-square of
   * the held-out errors of the intercept alone over that of the fit (≥ 1).
   */
  thinEvidenceScale: number;
  /**
   * Evidence weight at which the thin-evidence widening is half gone (absent: priorWeight). Fitted
   * with the widening on past rounds seen with few queries: the narrowest full-round intervals that
   * still hold their coverage (see withThinEvidenceFitted in calibration-fit.ts).
   */
  thinWeight?: number;
  /** Nearest-past-round distance beyond which a regime counts as unlike any past round. */
  novelDistance: number;
  /**
   * Pseudo-observations of the sampled truth per cell when an observed cell's own answers judge a
   * change of the submission (estimateChange): small trusts the answers, large the model.
   */
  cellStrength: number;
  /** Ridge on the standardised slopes, chosen by leave-one-round-out within the fitted rounds. */
  ridge: number;
  /**
   * The range of log(model KL) the fitted rounds showed: the linear fit is not trusted beyond it
   * (inputs far outside the fitted ones would extrapolate the log to absurd errors).
   */
  logKlRange: [number, number];
  /**
   * Quantiles (5 % … 95 %) of the real change of weighted KL over the estimated one, on edits of
   * the fitted rounds (the benchmark's scripted edits, and every rate pinned like a near past
   * round): a departure from the model (a pin, an adjustment) is judged against the model's own
   * plausible truths, which understate how far a real truth can be from it.
   */
  changeRatios: number[];
  /**
   * The same quantiles for large departures (a submission's mean departure of at least
   * `largeChange` weighted KL, such as every rate pinned like a distant past round), fitted on the
   * fitted rounds' large edits when there are enough; absent: changeRatios serve every size. A
   * large departure costs more than small edits' ratios say (on drawn practice rounds the real
   * change was a median 1.3 times the estimated one).
   */
  largeChangeRatios?: number[];
  largeChange?: number;
  /**
   * The same quantiles for large departures made with little evidence (under half a full round's,
   * such as every rate pinned like a distant past round before any query), fitted on the fitted
   * rounds' departures of that kind when there are enough (absent: largeChangeRatios serve them).
   * With little evidence the plausible truths span every past regime, so a guess is estimated to
   * cost what it would cost in the regimes least like it; on past rounds it cost anything from a
   * gain to two and a half times that.
   */
  thinLargeChangeRatios?: number[];
  /**
   * How often the fitted rounds' edits gained, by the share of the estimate's draws that said they
   * would (gainShare): the draws judge an edit against the model's own reading, so alone they are
   * sure of gains that real rounds rarely gave (absent: no chance is said).
   */
  gainChance?: GainChance;
  /** Rounds, observations and samples the fit came from, for the record. */
  fittedOn: string;
  /**
   * The rounds whose rows the fit saw (absent in files fitted before it was recorded): a round
   * not among them can be judged with this calibration as it is, nested by construction.
   */
  rounds?: number[];
  /** Real rounds, or the emulator's drawn practice rounds (absent: real). */
  kind?: "real" | "practice";
  /**
   * A replayed real round only: its answers come from the real simulator's runs of a few maps or
   * from the emulator's fit, not from the runs the ground truth averages, so the model reads it
   * worse (or better) than the queries suggest. Quantiles of log(real KL / estimated KL) on the
   * other replayed real rounds (bench:practice --real-replayed): every predictive KL is taken at
   * each, which shifts the estimate by their middle and widens it by their spread (absent: none).
   */
  answerLogRatios?: number[];
  /**
   * A replayed real round only: a seed's answers come from one or two real runs, so a cell seen
   * twice shows the same run twice and its repeat error reads the runs' count, not the model's
   * error; it is taken at its typical value instead.
   */
  repeatsOneRun?: boolean;
}

export const RIDGE_GRID = [0, 0.3, 1, 3, 10, 30, 100] as const;
/** Default weight of the typical values (entropy-weighted cells). */
export const PRIOR_WEIGHT = 300;
/** Used when no edits were fitted (the middle of what the benchmark tries). */
export const DEFAULT_CELL_STRENGTH = 5;

type Prior = Pick<Calibration, "typicalRepeat" | "typicalSurprise" | "typicalLogEntropy" | "priorWeight">;

/** What the estimator reads of a seed. */
export type EstimatorReadings = Pick<CalibrationRow, "surprise" | "repeat" | "entropy">;

/**
 * The estimator's inputs, each shrunk towards an average round by the prior weight: the repeat
 * error, the absolute surprise and, when the prior has a typical value for it, log(uncertain land)
 * (a map whose land is mostly settled and changing gives the model's error more room). The third
 * is shrunk by the share of a full round's evidence, as the first two are by their own weights.
 */
export function estimatorInputs(f: EstimatorReadings, prior: Prior): number[] {
  const k = prior.priorWeight;
  const repeat = (f.repeat.sum + k * prior.typicalRepeat) / Math.max(1e-9, f.repeat.weight + k);
  const surprise = (f.surprise.sum + k * prior.typicalSurprise) / Math.max(1e-9, f.surprise.weight + k);
  if (prior.typicalLogEntropy === undefined) return [repeat, Math.abs(surprise)];
  const share = Math.max(0, f.surprise.weight) / (Math.max(0, f.surprise.weight) + k);
  const own = f.entropy !== undefined && f.entropy > 0 ? Math.log(f.entropy) : prior.typicalLogEntropy;
  return [repeat, Math.abs(surprise), share * own + (1 - share) * prior.typicalLogEntropy];
}

export function meanFinite(values: readonly number[]): number {
  const finite = values.filter(Number.isFinite);
  return finite.length === 0 ? Infinity : finite.reduce((a, b) => a + b, 0) / finite.length;
}

/** The model's part of the KL in log, before its error. */
export function modelLogKl(
  f: EstimatorReadings,
  c: Pick<Calibration, "intercept" | "repeatSlope" | "surpriseSlope" | "entropySlope" | "repeatsOneRun"> & Prior & { logKlRange?: [number, number] },
): number {
  const [x1, x2, x3] = estimatorInputs(c.repeatsOneRun ? { ...f, repeat: { sum: 0, weight: 0 } } : f, c);
  const log = c.intercept + c.repeatSlope * x1 + c.surpriseSlope * x2 + (x3 === undefined ? 0 : (c.entropySlope ?? 0) * x3);
  const range = c.logKlRange;
  return range ? Math.min(range[1], Math.max(range[0], log)) : log;
}

/** What the fit explains: log of the real KL beyond the regime's sampled part (floored). */
export function target(row: CalibrationRow): number {
  return Math.log(Math.max(1e-4, row.actualKl - meanFinite(row.sampledKls)));
}

/** Solves a small linear system (Gaussian elimination with pivoting); zeros when singular. */
function solve(a: number[][], y: number[]): number[] {
  const n = y.length;
  const m = a.map((row, i) => [...row, y[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    if (Math.abs(m[c][c]) < 1e-12) return new Array<number>(n).fill(0);
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

/** The pooled values of the rows; the typical log(uncertain land) only when every row has it. */
function pooledPrior(rows: readonly CalibrationRow[], priorWeight: number): Prior {
  const byRound = new Map(rows.map((r) => [r.round, r]));
  const pool = (pick: (r: CalibrationRow) => { sum: number; weight: number }) => {
    let sum = 0;
    let weight = 0;
    for (const r of byRound.values()) {
      sum += pick(r).sum;
      weight += pick(r).weight;
    }
    return weight > 0 ? sum / weight : 0;
  };
  const entropies = rows.map((r) => r.entropy);
  const withEntropy = entropies.length > 0 && entropies.every((e): e is number => e !== undefined && e > 0);
  return {
    typicalRepeat: pool((r) => r.repeat),
    typicalSurprise: pool((r) => r.surprise),
    ...(withEntropy ? { typicalLogEntropy: entropies.reduce((a, e) => a + Math.log(e), 0) / entropies.length } : {}),
    priorWeight,
  };
}

type Linear = Pick<Calibration, "intercept" | "repeatSlope" | "surpriseSlope" | "entropySlope"> & Prior;

/** Least squares with a ridge on the standardised slopes (ridge Infinity: the intercept alone). */
function fitLinear(rows: readonly CalibrationRow[], ridge: number, priorWeight: number): Linear {
  const prior = pooledPrior(rows, priorWeight);
  const xs = rows.map((r) => estimatorInputs(r, prior));
  const ys = rows.map(target);
  const n = Math.max(1, rows.length);
  const meanY = ys.reduce((a, b) => a + b, 0) / n;
  const slopesOf = (b: readonly number[]) => ({
    repeatSlope: b[0] ?? 0,
    surpriseSlope: b[1] ?? 0,
    ...(prior.typicalLogEntropy !== undefined ? { entropySlope: b[2] ?? 0 } : {}),
  });
  if (!Number.isFinite(ridge)) return { intercept: meanY, ...slopesOf([]), ...prior };
  const d = xs[0]?.length ?? 2;
  const idx = Array.from({ length: d }, (_, j) => j);
  const mean = idx.map((j) => xs.reduce((a, x) => a + x[j], 0) / n);
  const sd = idx.map((j) => Math.sqrt(xs.reduce((a, x) => a + (x[j] - mean[j]) ** 2, 0) / n) || 1);
  const z = xs.map((x) => idx.map((j) => (x[j] - mean[j]) / sd[j]));
  const ata = idx.map((i) => idx.map((j) => z.reduce((a, v) => a + v[i] * v[j], 0) + (i === j ? ridge : 0)));
  const aty = idx.map((i) => z.reduce((a, v, k) => a + v[i] * (ys[k] - meanY), 0));
  const slopes = solve(ata, aty).map((b, j) => b / sd[j]);
  const intercept = meanY - slopes.reduce((a, b, j) => a + b * mean[j], 0);
  return { intercept, ...slopesOf(slopes), ...prior };
}

/** Rounds of a set of rows, ascending. */
export function roundsOf(rows: readonly { round: number }[]): number[] {
  return [...new Set(rows.map((r) => r.round))].sort((a, b) => a - b);
}

/** For each round: its rows, and the rows a fit that scores it may see (every other round's). */
export function calibrationFolds<T extends { round: number }>(rows: readonly T[]): { round: number; held: T[]; fitted: T[] }[] {
  return roundsOf(rows).map((round) => ({ round, held: rows.filter((r) => r.round === round), fitted: rows.filter((r) => r.round !== round) }));
}

/** Held-out errors of log(model KL): each round's rows against a linear fit without that round. */
function heldOutErrors(rows: readonly CalibrationRow[], ridge: number, priorWeight: number): number[] {
  const out: number[] = [];
  for (const fold of calibrationFolds(rows)) {
    if (fold.fitted.length === 0) continue;
    const fit = fitLinear(fold.fitted, ridge, priorWeight);
    for (const r of fold.held) out.push(target(r) - modelLogKl(r, fit));
  }
  return out;
}

const rms = (v: readonly number[]) => Math.sqrt(v.reduce((a, x) => a + x * x, 0) / Math.max(1, v.length));

/**
 * Fits the calibration on past rounds' rows. The ridge is the one whose leave-one-round-out
 * errors within these rows are smallest; those held-out errors are the interval's residuals.
 */
export function fitCalibration(
  rows: readonly CalibrationRow[],
  {
    fittedOn = "",
    kind = "real",
    cellStrength = DEFAULT_CELL_STRENGTH,
    priorWeight = PRIOR_WEIGHT,
    changes = [],
    thinChanges = [],
    readings = 3,
  }: {
    fittedOn?: string;
    kind?: "real" | "practice";
    cellStrength?: number;
    priorWeight?: number;
    changes?: readonly ChangeRow[];
    /** Changes of submissions departing from the model with little evidence (thinLargeChangeRatios). */
    thinChanges?: readonly ChangeRow[];
    /** 2: the repeat error and the surprise only; 3: also the uncertain land, where the rows have it. */
    readings?: 2 | 3;
  } = {},
): Calibration {
  if (readings === 2) rows = rows.map(({ entropy: _unread, ...row }) => row);
  let best = { ridge: 0 as number, errors: [] as number[], score: Infinity };
  for (const ridge of RIDGE_GRID) {
    const errors = heldOutErrors(rows, ridge, priorWeight);
    const score = rms(errors);
    if (score < best.score) best = { ridge, errors, score };
  }
  const linear = fitLinear(rows, best.ridge, priorWeight);
  const marginal = heldOutErrors(rows, Infinity, priorWeight);
  const ys = rows.map(target);
  const distances = rows.map((r) => r.nearestDistance).filter((d): d is number => d !== undefined && Number.isFinite(d));
  return {
    ...linear,
    residuals: [...best.errors].sort((a, b) => a - b),
    thinEvidenceScale: Math.max(1, rms(marginal) / Math.max(1e-9, best.score)),
    novelDistance: distances.length ? Math.max(...distances) : Infinity,
    cellStrength,
    ridge: best.ridge,
    logKlRange: ys.length ? [Math.min(...ys), Math.max(...ys)] : [-Infinity, Infinity],
    ...changeRatioSets(changes, thinChanges),
    fittedOn,
    rounds: roundsOf(rows),
    kind,
  };
}

/** An edit of a past round: its estimated and its real change of weighted KL. */
export interface ChangeRow {
  estimated: number;
  real: number;
}

/** A departure of at least this weighted KL (about 13 points off a score of 90) counts as large. */
export const LARGE_CHANGE = 0.05;
/** Fewest large edits whose ratios are fitted apart from the small ones'. */
const MIN_LARGE_EDITS = 10;

type RatioSets = Pick<Calibration, "changeRatios" | "largeChangeRatios" | "largeChange" | "thinLargeChangeRatios">;

const isLarge = (c: ChangeRow) => Math.abs(c.estimated) >= LARGE_CHANGE && Number.isFinite(c.real);

/**
 * The ratios of small and, when the fitted rounds have enough of them, of large departures: a
 * departure of 40 points is not a scaled-up nudge of one region (see Calibration.largeChangeRatios);
 * and of large departures made with little evidence (`thinChanges`), which are judged apart.
 */
export function changeRatioSets(changes: readonly ChangeRow[], thinChanges: readonly ChangeRow[] = []): RatioSets {
  const large = changes.filter(isLarge);
  if (large.length < MIN_LARGE_EDITS) return { changeRatios: changeRatios(changes) };
  const thinLarge = thinChanges.filter(isLarge);
  return {
    changeRatios: changeRatios(changes.filter((c) => !(Math.abs(c.estimated) >= LARGE_CHANGE))),
    largeChangeRatios: changeRatios(large),
    largeChange: LARGE_CHANGE,
    ...(thinLarge.length >= MIN_LARGE_EDITS ? { thinLargeChangeRatios: changeRatios(thinLarge) } : {}),
  };
}

/**
 * The ratios that judge a departure of this size (the seed's mean departure, weighted KL); `thin`:
 * made with under half a full round's evidence.
 */
export function ratiosFor(c: RatioSets, departure: number, thin = false): readonly number[] {
  const large = c.largeChangeRatios && c.largeChange !== undefined && Math.abs(departure) >= c.largeChange;
  const ratios = large ? (thin && c.thinLargeChangeRatios ? c.thinLargeChangeRatios : c.largeChangeRatios!) : c.changeRatios;
  return ratios.length ? ratios : [1];
}

/** An edit gained when it raised the score by at least this much (points). */
export const GAIN_POINTS = 0.05;
/** Upper edges of the bins of the draws' share an edit's chance is read from (the last runs to 1). */
export const GAIN_EDGES = [0.1, 0.5] as const;

/** Per bin of the draws' share (GAIN_EDGES): the fitted rounds' edits in it and how many gained. */
export interface GainChance {
  edges: number[];
  edits: number[];
  gained: number[];
}

function gainBin(edges: readonly number[], share: number): number {
  const i = edges.findIndex((e) => share < e);
  return i < 0 ? edges.length : i;
}

/** Counts past edits (the draws' share that said each would gain, and its real change in points) into the bins. */
export function fitGainChance(edits: readonly { share: number; real: number }[]): GainChance {
  const edges = [...GAIN_EDGES];
  const counts = new Array<number>(edges.length + 1).fill(0);
  const gained = new Array<number>(edges.length + 1).fill(0);
  for (const e of edits) {
    if (!Number.isFinite(e.share) || !Number.isFinite(e.real)) continue;
    const b = gainBin(edges, e.share);
    counts[b]++;
    if (e.real >= GAIN_POINTS) gained[b]++;
  }
  return { edges, edits: counts, gained };
}

/**
 * The chance an edit gains, read from its bin: the share of the bin's past edits that gained,
 * with half a gain in one more edit, so an empty or small bin says an uncertain middle, not 0 or 1.
 */
export function gainChanceFor(g: GainChance, share: number): number {
  const b = gainBin(g.edges, share);
  return (g.gained[b] + 0.5) / (g.edits[b] + 1);
}

/** Below this estimated change (weighted KL) a ratio is mostly the noise of a tiny edit. */
const MIN_CHANGE = 0.002;

/**
 * Quantiles 5 %, 15 % … 95 % of real over estimated changes, each edit weighted by the size of its
 * estimated change (large departures are what the ratio must get right); [1] when there are none.
 */
export function changeRatios(changes: readonly ChangeRow[]): number[] {
  const pairs = changes
    .filter((c) => Math.abs(c.estimated) >= MIN_CHANGE && Number.isFinite(c.real))
    .map((c) => ({ ratio: c.real / c.estimated, weight: Math.abs(c.estimated) }))
    .sort((a, b) => a.ratio - b.ratio);
  const total = pairs.reduce((a, p) => a + p.weight, 0);
  if (pairs.length === 0 || !(total > 0)) return [1];
  return Array.from({ length: 10 }, (_, i) => {
    const q = (0.05 + 0.1 * i) * total;
    let cumulative = 0;
    for (const p of pairs) {
      cumulative += p.weight;
      if (cumulative >= q) return p.ratio;
    }
    return pairs[pairs.length - 1].ratio;
  });
}
