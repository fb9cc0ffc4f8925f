/**
 * How well does what one query shows of a settlement (its stats, owner, colonies, the cells
 * around it) predict its fate in the ground truth's 200 runs, beyond what the model already
 * predicts there? Leave-one-round-out over the real rounds with logged observations.
 *
 *   npx tsx scripts/site-fortunes.ts [--data DIR] [--rounds 2-17] [--loro --model-cache DIR]
 *
 * Per initial settlement seen by at least one query: the target is the ground truth's settled
 * share (settlement or port) on the site's cell ("survival") and in its 3×3 window ("ring"). The
 * model's own prediction (after every observation: the grid evidence is in it) is the baseline; a
 * logistic correction on its log-odds is fitted on the other rounds from (a) the grid's evidence
 * at the site, (b) that plus the settlement stats and owners. Printed: per-feature correlation
 * with the model's error (round-demeaned), soft log-loss and concordance (AUC on pairs) of each.
 */
import { resolve } from "node:path";
import { defaultModel, type ModelParams } from "../lib/island/model";
import { predictWith } from "../lib/island/model/predict";
import { SITE_FEATURES } from "../lib/island/model/sites";
import { siteRows } from "./island-bench/site-rows";
import { loadRounds, parseRoundRange } from "./island-bench/load";
import { loroModel } from "./island-bench/loro-models";
import { trainOptionsFromArgs } from "./island-bench/common";
import { fitOffsetLogistic, predictOffsetLogistic, type SiteRow } from "./island-bench/site-fit";

const argv = process.argv.slice(2);
const arg = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const all = loadRounds(resolve(process.cwd(), arg("data") ?? "../shared/island-rounds"));
const range = parseRoundRange(arg("rounds") ?? "2-17");
const rounds = all.filter((r) => r.groundTruth && r.observations && (!range || (r.number >= range.from && r.number <= range.to)));
const useLoro = argv.includes("--loro");

function modelFor(held: number): ModelParams {
  return useLoro ? loroModel(held, all, trainOptionsFromArgs(argv), arg("model-cache")) : defaultModel();
}

const rows: SiteRow[] = [];
let unseen = 0;
for (const r of rounds) {
  const built = siteRows(r, predictWith(modelFor(r.number), r.round, r.observations!));
  rows.push(...built.rows);
  unseen += built.unseen;
}

const clamp = (p: number) => Math.min(1 - 1e-4, Math.max(1e-4, p));
function logLoss(truth: number[], p: number[]): number {
  let s = 0;
  truth.forEach((t, i) => {
    const q = clamp(p[i]);
    // Soft cross-entropy minus the truth's own entropy: 0 when the prediction is the truth.
    const tt = clamp(t);
    s += tt * Math.log(tt / q) + (1 - tt) * Math.log((1 - tt) / (1 - q));
  });
  return s / truth.length;
}
/**
 * Share of pairs of sites of one seed (truths differing by > 0.1) that the score orders like the
 * truth: which settlement of a map fares better, the regime aside.
 */
function concordance(truth: number[], score: number[]): number {
  let agree = 0, total = 0;
  for (let i = 0; i < truth.length; i++) {
    for (let j = i + 1; j < truth.length; j++) {
      if (rows[i].round !== rows[j].round || rows[i].seed !== rows[j].seed) continue;
      const d = truth[i] - truth[j];
      if (Math.abs(d) <= 0.1) continue;
      const e = score[i] - score[j];
      total++;
      if (e === 0) agree += 0.5;
      else if (Math.sign(e) === Math.sign(d)) agree++;
    }
  }
  return total ? agree / total : NaN;
}
function pearson(a: number[], b: number[]): number {
  const ma = a.reduce((s, v) => s + v, 0) / a.length;
  const mb = b.reduce((s, v) => s + v, 0) / b.length;
  let sab = 0, saa = 0, sbb = 0;
  a.forEach((v, i) => {
    sab += (v - ma) * (b[i] - mb);
    saa += (v - ma) ** 2;
    sbb += (b[i] - mb) ** 2;
  });
  return saa > 0 && sbb > 0 ? sab / Math.sqrt(saa * sbb) : 0;
}
/** Subtracts each round's mean (the regime moves every site of a round together). */
function demeaned(values: number[]): number[] {
  const sums = new Map<number, [number, number]>();
  rows.forEach((r, i) => {
    const s = sums.get(r.round) ?? [0, 0];
    s[0] += values[i];
    s[1]++;
    sums.set(r.round, s);
  });
  return values.map((v, i) => {
    const [s, n] = sums.get(rows[i].round)!;
    return v - s / n;
  });
}

console.log(`# ${rows.length} sites seen by a query in rounds ${rounds.map((r) => r.number).join(",")} (${unseen} never seen); model: ${useLoro ? "leave-one-round-out" : "committed (in-sample)"}`);
for (const target of ["site", "ring"] as const) {
  const err = demeaned(rows.map((r) => r.truth[target] - r.model[target]));
  const truthD = demeaned(rows.map((r) => r.truth[target]));
  console.log(`\n## ${target}: correlation of each feature (round-demeaned) with the truth | with the model's error`);
  SITE_FEATURES.forEach((name, k) => {
    const f = demeaned(rows.map((r) => r.features[k]));
    console.log(`${name.padEnd(11)} truth ${pearson(f, truthD).toFixed(3).padStart(7)}   error ${pearson(f, err).toFixed(3).padStart(7)}`);
  });
  // Beyond the grid: the truth's part the grid's evidence at the site (settled, ring) does not
  // explain linearly, against each stat.
  const g = [SITE_FEATURES.indexOf("settled"), SITE_FEATURES.indexOf("ring")].map((k) => demeaned(rows.map((r) => r.features[k])));
  const resid = residualAfter(truthD, g);
  console.log(`beyond the grid (truth residual after settled + ring): ${SITE_FEATURES.filter((n) => n !== "settled" && n !== "ring").map((n) => `${n} ${pearson(demeaned(rows.map((r) => r.features[SITE_FEATURES.indexOf(n)])), resid).toFixed(3)}`).join("  ")}`);
  const alive = rows.filter((r) => r.features[0] > 0);
  if (target === "site") {
    const k = SITE_FEATURES.indexOf("population");
    console.log(`among sites seen settled (${alive.length}): population vs truth r ${pearson(demeanedOf(alive, (r) => r.features[k]), demeanedOf(alive, (r) => r.truth.site)).toFixed(3)}`);
  }
}

/** y minus its least-squares fit on the (centred) columns xs. */
function residualAfter(y: number[], xs: number[][]): number[] {
  const k = xs.length;
  const A = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => xs[i].reduce((s, v, n) => s + v * xs[j][n], 0)));
  const b = xs.map((x) => x.reduce((s, v, n) => s + v * y[n], 0));
  // Gaussian elimination (k is 2).
  for (let i = 0; i < k; i++) {
    for (let j = i + 1; j < k; j++) {
      const f = A[j][i] / A[i][i];
      for (let c = i; c < k; c++) A[j][c] -= f * A[i][c];
      b[j] -= f * b[i];
    }
  }
  const beta = new Array<number>(k).fill(0);
  for (let i = k - 1; i >= 0; i--) {
    let s = b[i];
    for (let c = i + 1; c < k; c++) s -= A[i][c] * beta[c];
    beta[i] = s / A[i][i];
  }
  return y.map((v, n) => v - xs.reduce((s, x, i) => s + beta[i] * x[n], 0));
}

function demeanedOf(subset: SiteRow[], get: (r: SiteRow) => number): number[] {
  const by = new Map<number, number[]>();
  subset.forEach((r) => by.set(r.round, [...(by.get(r.round) ?? []), get(r)]));
  return subset.map((r) => {
    const v = by.get(r.round)!;
    return get(r) - v.reduce((a, b) => a + b, 0) / v.length;
  });
}

const GRID = ["settled", "ring"].map((n) => SITE_FEATURES.indexOf(n as (typeof SITE_FEATURES)[number]));
const ALL = SITE_FEATURES.map((_, k) => k);
console.log("\n## leave-one-round-out: the model's site log-odds corrected by a logistic fit on the other rounds");
console.log("target  features        log-loss  concordance");
for (const target of ["site", "ring"] as const) {
  const truth = rows.map((r) => r.truth[target]);
  const base = rows.map((r) => r.model[target]);
  console.log(`${target.padEnd(7)} model alone      ${logLoss(truth, base).toFixed(4)}    ${concordance(truth, base).toFixed(3)}`);
  for (const [label, cols] of [["+ grid", GRID], ["+ grid + stats", ALL]] as const) {
    const out = new Array<number>(rows.length);
    for (const r of rounds) {
      const train = rows.filter((x) => x.round !== r.number);
      const coef = fitOffsetLogistic(train, target, cols);
      rows.forEach((x, i) => {
        if (x.round === r.number) out[i] = predictOffsetLogistic(coef, x, target, cols);
      });
    }
    console.log(`${target.padEnd(7)} ${label.padEnd(16)} ${logLoss(truth, out).toFixed(4)}    ${concordance(truth, out).toFixed(3)}`);
  }
  // Stats alone, without the model: a logistic fit from the features only (round intercept not known).
  const out = new Array<number>(rows.length);
  for (const r of rounds) {
    const train = rows.filter((x) => x.round !== r.number).map((x) => ({ ...x, model: { site: 0.5, ring: 0.5 } }));
    const coef = fitOffsetLogistic(train, target, ALL);
    rows.forEach((x, i) => {
      if (x.round === r.number) out[i] = predictOffsetLogistic(coef, { ...x, model: { site: 0.5, ring: 0.5 } }, target, ALL);
    });
  }
  console.log(`${target.padEnd(7)} stats alone      ${logLoss(truth, out).toFixed(4)}    ${concordance(truth, out).toFixed(3)}`);
}
const full = fitOffsetLogistic(rows, "site", ALL);
console.log(`\nall-round fit (site): ${["bias", ...SITE_FEATURES].map((n, i) => `${n} ${full[i].toFixed(3)}`).join("  ")}  (features standardised)`);
