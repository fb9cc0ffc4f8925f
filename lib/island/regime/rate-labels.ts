/** Plain names of the model's rates, for people; a rate added later shows its identifier in words. */
const RATE_LABELS: Record<string, string> = {
  settlement_survival: "Settlements survive",
  settlement_ruin: "Settlements fall to ruin",
  expansion_near: "New settlements, distance 1–2",
  expansion_far: "New settlements, distance 3–5",
  forest_kept: "Forest kept near settlements",
  ruin_near: "Ruins near settlements",
  port_coastal: "Ports on the coast",
  plains_to_forest: "Plains to forest",
};

export const rateLabel = (name: string) => RATE_LABELS[name] ?? name.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

/** A rate's value as the regime panel writes it: three decimals below 0.1, two above. */
export const rateValue = (v: number) => (v < 0.1 ? v.toFixed(3) : v.toFixed(2));

/**
 * What a teammate reads when pins are set, every pin named in words: "pinned Plains to forest at
 * 0.012" or "pinned 8 rates like round 3: Settlements survive 0.31, …".
 */
export function pinSummary(pins: readonly { rate: string; value: number; likeRound: number | null }[]): string {
  if (pins.length === 0) return "pinned no rate";
  const rounds = [...new Set(pins.map((p) => p.likeRound))];
  const like = rounds.length === 1 && rounds[0] ? ` like round ${rounds[0]}` : "";
  if (pins.length === 1) return `pinned ${rateLabel(pins[0].rate)} at ${rateValue(pins[0].value)}${like}`;
  return `pinned ${pins.length} rates${like}: ${pins.map((p) => `${rateLabel(p.rate)} ${rateValue(p.value)}`).join(", ")}`;
}

export function unpinSummary(rate?: string): string {
  return rate ? `unpinned ${rateLabel(rate)}` : "unpinned every rate";
}
