"use client";

import { CLASS_NAMES } from "@/lib/island/terrain";
import { FORTUNE_FILL, MARK_STROKE, LAYER_LABELS, PROBABILITY_MIN_TOP, coverageColor, scales, classKey, terrainKey, type LayerId } from "@/lib/dashboard/map";
import { Ramp, Swatches } from "@/components/ui/color-key";

/** Colour key of the active layer (class colours for categorical layers, a ramp for continuous ones). */
export function Legend({
  layer,
  probabilityClass,
  maxCoverage,
  probabilityMax,
  settledMax = 1,
  readOnly = false,
}: {
  layer: LayerId;
  probabilityClass: number;
  maxCoverage: number;
  /** Top of the probability layer's scale (highest probability of the class on this map). */
  probabilityMax: number;
  /** Top of the sites layer's scale (highest chance of a settlement or port on this map). */
  settledMax?: number;
  /** A closed round: nothing more can be observed. */
  readOnly?: boolean;
}) {
  let body: React.ReactNode;
  switch (layer) {
    case "terrain":
      body = <Swatches items={terrainKey()} />;
      break;
    case "coverage":
      // The same shade function as the painter: "seen once" is the light end, the most-seen cell the dark end.
      body =
        maxCoverage === 0 ? (
          <p className="text-xs text-slate-500">
            {readOnly ? "Nothing was observed on this seed." : "Nothing observed on this seed yet: spend a query to see it here."}
          </p>
        ) : maxCoverage === 1 ? (
          <Swatches items={[["seen once", coverageColor(1, 1)]]} />
        ) : (
          <Ramp scale={(t) => coverageColor(1 + t * (maxCoverage - 1), maxCoverage)} left="seen once" right={`seen ${maxCoverage}×`} />
        );
      break;
    case "observed":
    case "argmax":
      body = <Swatches items={classKey(CLASS_NAMES)} />;
      break;
    case "probability": {
      const top = Math.max(PROBABILITY_MIN_TOP, probabilityMax);
      const s = scales.probability(probabilityClass, top);
      body = <Ramp scale={(t) => s(t * top)} left="0" right={`P(${CLASS_NAMES[probabilityClass]}) ≥ ${top.toFixed(2)}`} />;
      break;
    }
    case "entropy": {
      const s = scales.entropy();
      body = <Ramp scale={(t) => s(t * Math.log(6))} left="certain" right="uniform" />;
      break;
    }
    case "sites": {
      const top = Math.max(PROBABILITY_MIN_TOP, settledMax);
      const s = scales.settled(top);
      body = (
        <>
          <Ramp scale={(t) => s(t * top)} left="0" right={`P(settlement or port) ≥ ${top.toFixed(2)}`} />
          <ul className="space-y-0.5 text-xs text-slate-600">
            {(
              [
                ["thriving (well above the seed's typical site)", FORTUNE_FILL.thriving, false, false],
                ["typical", FORTUNE_FILL.typical, false, false],
                ["failing (well below)", FORTUNE_FILL.failing, false, false],
                ["dashed: never seen by a query", FORTUNE_FILL.typical, true, false],
                ["ring: marked by the team", FORTUNE_FILL.typical, false, true],
              ] as const
            ).map(([name, fill, dashed, ring]) => (
              <li key={name} className="flex items-center gap-1.5">
                <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden>
                  {ring && <circle cx="7" cy="7" r="6" fill="none" stroke={MARK_STROKE} strokeWidth="2" />}
                  <circle cx="7" cy="7" r="3.6" fill={fill} stroke="#0f172a" strokeWidth="1.2" strokeDasharray={dashed ? "2 1.5" : undefined} />
                </svg>
                {name}
              </li>
            ))}
          </ul>
        </>
      );
      break;
    }
    case "adjustments": {
      const s = scales.adjustments();
      body = <Ramp scale={(t) => s(t)} left="unchanged" right="all mass moved" />;
      break;
    }
  }
  return (
    <div aria-label="Legend" className="space-y-1">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{LAYER_LABELS[layer]}</p>
      {body}
      {layer === "observed" && <p className="text-[11px] text-slate-500">Most often observed class; stronger colour = more consistent.</p>}
      {layer === "argmax" && <p className="text-[11px] text-slate-500">Stronger colour = more confident.</p>}
      {layer === "probability" && <p className="text-[11px] text-slate-500">Scaled to the model&apos;s own highest value, so it holds still while sliders move.</p>}
      {layer === "sites" && <p className="text-[11px] text-slate-500">Pick a settlement with the Inspect tool to read it and mark it.</p>}
    </div>
  );
}
