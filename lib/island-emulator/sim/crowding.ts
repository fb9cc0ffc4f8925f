/**
 * How crowded an initial settlement is: the other initial settlements within a Manhattan distance
 * of CROWDING_RADIUS, capped at CROWDED. The real rounds' fitted site fortunes follow it in every
 * round (a crowded site is the riskier: log-fortune correlates +0.17 to +0.48 with the count): the
 * rival factions nearby that decide which sites survive, which the simulator's own rules catch
 * only in part.
 */
export const CROWDING_RADIUS = 5;
/** Three or more rivals nearby make one class (few sites have more). */
export const CROWDED = 3;

export function siteCrowding(sites: readonly { x: number; y: number }[]): number[] {
  return sites.map((s, i) => {
    let n = 0;
    for (let j = 0; j < sites.length && n < CROWDED; j++) {
      if (j !== i && Math.abs(sites[j].x - s.x) + Math.abs(sites[j].y - s.y) <= CROWDING_RADIUS) n++;
    }
    return n;
  });
}
