/**
 * Plain-words name of a regime from its rates: how many initial settlements survive, with a
 * note when far expansion is unusually low or high for that survival. Thresholds follow the spread
 * of the real rounds (survival 0.02–0.6).
 */
export function regimeLabel(rates: Readonly<Record<string, number>>): string {
  const survival = rates.settlement_survival;
  if (survival === undefined) return "unknown";
  const base =
    survival < 0.1 ? "collapse" : survival < 0.2 ? "low" : survival < 0.35 ? "moderate" : survival < 0.5 ? "prosperous" : "very prosperous";
  const far = rates.expansion_far;
  if (far === undefined || survival < 0.1) return base;
  // Far expansion tracks survival across rounds; a round far off that line reads differently
  // (rounds 7 and 12: many survivors, almost no settlements beyond distance 2).
  const ratio = far / Math.max(survival, 1e-3);
  if (ratio < 0.06) return `${base}, confined growth`;
  if (ratio > 0.5) return `${base}, wide expansion`;
  return base;
}
