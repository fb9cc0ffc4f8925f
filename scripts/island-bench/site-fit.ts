/** One seen site: its features (means over the runs that showed it), the truth and the model. */
export interface SiteRow {
  round: number;
  features: number[];
  truth: { site: number; ring: number };
  model: { site: number; ring: number };
  seen: number;
  seed: number;
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
export const logit = (p: number) => {
  const q = Math.min(1 - 1e-4, Math.max(1e-4, p));
  return Math.log(q / (1 - q));
};

/**
 * Logistic regression with the model's log-odds as offset and soft labels (the truth's share):
 * p = σ(logit(model) + b0 + Σ b_k z_k), z the features standardised on the training rows.
 * Returns [b0, b_k…, then mean_k…, sd_k…] over the chosen columns. Deterministic full-batch
 * gradient descent with a small ridge penalty.
 */
export function fitOffsetLogistic(rows: readonly SiteRow[], target: "site" | "ring", cols: readonly number[], ridge = 1e-3): number[] {
  const k = cols.length;
  const mean = cols.map((c) => rows.reduce((s, r) => s + r.features[c], 0) / rows.length);
  const sd = cols.map((c, j) => Math.sqrt(rows.reduce((s, r) => s + (r.features[c] - mean[j]) ** 2, 0) / rows.length) || 1);
  const b = new Array<number>(k + 1).fill(0);
  const z = rows.map((r) => cols.map((c, j) => (r.features[c] - mean[j]) / sd[j]));
  const off = rows.map((r) => logit(r.model[target]));
  for (let it = 0; it < 600; it++) {
    const g = new Array<number>(k + 1).fill(0);
    rows.forEach((r, i) => {
      let s = off[i] + b[0];
      for (let j = 0; j < k; j++) s += b[j + 1] * z[i][j];
      const d = sigmoid(s) - r.truth[target];
      g[0] += d;
      for (let j = 0; j < k; j++) g[j + 1] += d * z[i][j];
    });
    for (let j = 0; j <= k; j++) b[j] -= 1.0 * (g[j] / rows.length + (j > 0 ? ridge * b[j] : 0));
  }
  return [...b, ...mean, ...sd];
}

export function predictOffsetLogistic(coef: readonly number[], row: SiteRow, target: "site" | "ring", cols: readonly number[]): number {
  const k = cols.length;
  let s = logit(row.model[target]) + coef[0];
  cols.forEach((c, j) => {
    s += coef[j + 1] * ((row.features[c] - coef[1 + k + j]) / coef[1 + 2 * k + j]);
  });
  return sigmoid(s);
}
