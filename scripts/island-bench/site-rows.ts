import type { Tensor } from "../../lib/island/tensor";
import { siteEvidence, siteFeatures } from "../../lib/island/model/sites";
import type { RoundData } from "./load";
import type { SiteRow } from "./site-fit";

/**
 * One row per initial settlement seen by at least one of the round's logged queries: its features,
 * the ground truth's and the prediction's settled share on its cell and in its 3×3 window.
 */
export function siteRows(r: RoundData, pred: readonly Tensor[]): { rows: SiteRow[]; unseen: number } {
  const rows: SiteRow[] = [];
  let unseen = 0;
  siteEvidence(r.round, r.observations ?? []).forEach((sites, seed) => {
    const gt = r.groundTruth![seed];
    const q = pred[seed];
    const H = gt.length;
    const W = gt[0].length;
    for (const s of sites) {
      const f = siteFeatures(s);
      if (!f) {
        unseen++;
        continue;
      }
      let gRing = 0, pRing = 0, n = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [x, y] = [s.x + dx, s.y + dy];
          if (x < 0 || y < 0 || x >= W || y >= H) continue;
          if (gt[y][x][0] === 1 || gt[y][x][5] === 1) continue;
          gRing += gt[y][x][1] + gt[y][x][2];
          pRing += q[y][x][1] + q[y][x][2];
          n++;
        }
      }
      rows.push({
        round: r.number,
        seed,
        features: f,
        truth: { site: gt[s.y][s.x][1] + gt[s.y][s.x][2], ring: gRing / n },
        model: { site: q[s.y][s.x][1] + q[s.y][s.x][2], ring: pRing / n },
        seen: s.seen,
      });
    }
  });
  return { rows, unseen };
}
