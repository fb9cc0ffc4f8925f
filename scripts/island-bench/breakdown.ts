import type { RoundDetail } from "../../lib/island/schemas";
import { TERRAIN } from "../../lib/island/terrain";
import { seedGeometry } from "../../lib/island/model/predict";
import { entropy, klDivergence } from "../../lib/island/score";

/** Cell types of the initial map the loss is broken down by (exclusive, in this order). */
export const CELL_TYPES = ["settlement", "frontier_d1", "frontier_d2", "frontier_d3", "far_land", "coast_d1_3", "forest"] as const;
export type CellType = (typeof CELL_TYPES)[number];

/**
 * Each cell type's share of a round's weighted KL (Σ entropy·KL over the type's cells / Σ entropy
 * over all dynamic cells, averaged over seeds): the shares add up to the round's weighted KL.
 * `coast_d1_3` and `forest` overlap the distance types and are reported alongside them.
 */
export function lossBreakdown(round: RoundDetail, groundTruth: number[][][][], predictions: number[][][][]): Record<CellType, number> {
  const out = Object.fromEntries(CELL_TYPES.map((t) => [t, 0])) as Record<CellType, number>;
  round.initial_states.forEach((st, s) => {
    const geo = seedGeometry(st.grid);
    const part = Object.fromEntries(CELL_TYPES.map((t) => [t, 0])) as Record<CellType, number>;
    let den = 0;
    for (const cell of geo.land) {
      const y = Math.floor(cell / geo.width);
      const x = cell % geo.width;
      const p = groundTruth[s][y][x];
      const h = entropy(p);
      if (!(h > 0)) continue;
      den += h;
      const loss = h * klDivergence(p, predictions[s][y][x]);
      const init = geo.initial[cell];
      const d = geo.dist[cell];
      if (init === TERRAIN.SETTLEMENT || init === TERRAIN.PORT) part.settlement += loss;
      else if (d === 1) part.frontier_d1 += loss;
      else if (d === 2) part.frontier_d2 += loss;
      else if (d === 3) part.frontier_d3 += loss;
      else part.far_land += loss;
      if (geo.coastal[cell] && d >= 1 && d <= 3) part.coast_d1_3 += loss;
      if (init === TERRAIN.FOREST) part.forest += loss;
    }
    for (const t of CELL_TYPES) out[t] += den > 0 ? part[t] / den / round.initial_states.length : 0;
  });
  return out;
}
