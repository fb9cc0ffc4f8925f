"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import type { Observation, RoundDetail } from "@/lib/island/schemas";
import { defaultModel } from "@/lib/island/model";
import { RATE_NAMES } from "@/lib/island/model/latent";
import { observationCounts } from "@/lib/island/model/predict";
import { describeNearest, nearestRounds } from "@/lib/island/regime/nearest";
import { pastRounds } from "@/lib/island/regime/past-rounds";
import { PIN_MAX, PIN_MIN, type Pin, type PinInput } from "@/lib/island/regime/pins";
import { ratePosteriors, type RatePosterior } from "@/lib/island/regime/posterior";
import type { QueryValue } from "@/lib/island/regime/query-value";
import { rateLabel } from "@/lib/island/regime/rate-labels";
import { spacedLabels } from "@/lib/dashboard/map";

export { rateLabel };

/** How long a slider rests before its value is pinned (a drag pins once, at the end). */
const PIN_AFTER_MS = 400;

/**
 * The round's regime as the model reads it: each rate's estimate with its 80 % interval from the
 * queries so far, against the real rounds' values (dots), the nearest past rounds named, and
 * the team's pins (a slider per rate, or every rate "like round N").
 */
/** Every rate's Beta posterior from the queries so far (cheap: counts over the observed cells). */
export function useRatePosteriors(round: RoundDetail, observations: readonly Observation[]): RatePosterior[] {
  return useMemo(() => {
    const model = defaultModel();
    return ratePosteriors(RATE_NAMES, observationCounts(round, observations), model.priorMean, model.rateStrength);
  }, [round, observations]);
}

/** What a suggested query buys for the regime, in words: "narrows the regime 6 % (most: settlements survive, 14 %)". */
export function describeQueryValue(v: QueryValue): string {
  const pct = (x: number) => `${Math.round(x * 100)} %`;
  if (v.narrowing < 0.005) return "adds little to the regime reading";
  return `narrows the regime ${pct(v.narrowing)}${v.topRate ? ` (most: ${rateLabel(v.topRate).toLowerCase()}, ${pct(v.topNarrowing)})` : ""}`;
}

export function RegimePanel({
  observations,
  posteriors,
  pins,
  onPin,
  onUnpin,
  readOnly,
}: {
  observations: readonly Observation[];
  posteriors: RatePosterior[];
  pins: readonly Pin[];
  onPin: (inputs: PinInput[]) => Promise<string | null>;
  onUnpin: (rate?: string) => Promise<string | null>;
  readOnly: boolean;
}) {
  const past = pastRounds();
  const near = useMemo(() => nearestRounds(posteriors, past), [posteriors, past]);
  const [likeRound, setLikeRound] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pinOf = (rate: string) => pins.find((p) => p.rate === rate) ?? null;

  const pinLikeRound = async () => {
    const r = past.rounds.find((p) => p.round === likeRound);
    if (!r) return;
    const inputs = RATE_NAMES.flatMap((rate) => {
      const k = past.rateNames.indexOf(rate);
      return k < 0 ? [] : [{ rate, value: clampPin(r.rates[k]), likeRound: r.round }];
    });
    setError(await onPin(inputs));
  };

  return (
    <section aria-labelledby="regime-h" className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="regime-h" className="text-sm font-semibold text-slate-800">
          Regime
        </h2>
        <span className="text-xs text-slate-500">{observations.length} queries read</span>
      </div>
      <p className="text-xs text-slate-700" data-testid="regime-nearest">
        {observations.length === 0 ? "No queries yet: the estimate is the average of past rounds. " : ""}
        The reading {describeNearest(near)}.
      </p>
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-1 text-xs">
          <label htmlFor="regime-like" className="text-slate-600">
            Treat as like
          </label>
          <select
            id="regime-like"
            aria-label="Treat the regime as like round"
            value={likeRound ?? ""}
            onChange={(e) => setLikeRound(e.target.value ? Number(e.target.value) : null)}
            className="rounded border border-slate-300 px-1 py-0.5"
          >
            <option value="">round…</option>
            {past.rounds.map((r) => (
              <option key={r.round} value={r.round}>
                round {r.round}: {r.label}
              </option>
            ))}
          </select>
          <button
            onClick={() => void pinLikeRound()}
            disabled={likeRound === null}
            className="rounded bg-indigo-600 px-2 py-0.5 font-medium text-white hover:bg-indigo-500 disabled:opacity-50"
          >
            Pin all rates
          </button>
          {pins.length > 0 && (
            <button onClick={() => void onUnpin().then(setError)} className="rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100">
              Unpin all
            </button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-xs text-rose-700">
          {error}
        </p>
      )}
      <ul className="space-y-2">
        {posteriors.map((p) => (
          <RateRow
            key={p.name}
            posterior={p}
            past={past.rounds.map((r) => ({ round: r.round, value: r.rates[past.rateNames.indexOf(p.name)] })).filter((d) => d.value !== undefined)}
            nearest={near.slice(0, 2).map((n) => n.round)}
            pin={pinOf(p.name)}
            readOnly={readOnly}
            onPin={(value) => onPin([{ rate: p.name as PinInput["rate"], value, likeRound: null }]).then(setError)}
            onUnpin={() => onUnpin(p.name).then(setError)}
          />
        ))}
      </ul>
      {pins.length > 0 && (
        <div className="rounded-md border border-indigo-200 bg-indigo-50/60 p-2 text-xs" aria-label="Pinned rates">
          <p className="font-medium text-indigo-900">Pinned ({pins.length}): the model predicts with these instead of its reading</p>
          <ul className="mt-1 space-y-0.5 text-indigo-900 [overflow-wrap:anywhere]">
            {pins.map((p) => (
              <li key={p.rate}>
                {rateLabel(p.rate)} {fmt(p.value)}
                {p.likeRound ? ` (like round ${p.likeRound})` : ""} · set by {p.setBy ?? "a teammate"}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Width of a round number at font size 7, in the chart's units. */
const labelWidth = (round: number) => String(round).length * 4.2;
const clampPin = (v: number) => Math.min(PIN_MAX, Math.max(PIN_MIN, v));
const fmt = (v: number) => (v < 0.1 ? v.toFixed(3) : v.toFixed(2));

function RateRow({
  posterior: p,
  past,
  nearest,
  pin,
  readOnly,
  onPin,
  onUnpin,
}: {
  posterior: RatePosterior;
  past: { round: number; value: number }[];
  nearest: number[];
  pin: Pin | null;
  readOnly: boolean;
  onPin: (value: number) => Promise<void>;
  onUnpin: () => Promise<void>;
}) {
  const [draft, setDraft] = useState<number | null>(null);
  // Scale: up to a little beyond the widest of the past rounds, the interval and the pin.
  const max = Math.min(1, Math.max(0.02, ...past.map((d) => d.value), p.hi, pin?.value ?? 0, draft ?? 0) * 1.15);
  const x = (v: number) => 4 + (Math.min(v, max) / max) * 232;
  const shown = draft ?? pin?.value ?? p.mean;

  // The latest callback, without restarting the rest timer on every parent render.
  const pinRef = useRef(onPin);
  useEffect(() => {
    pinRef.current = onPin;
  });
  useEffect(() => {
    if (draft === null) return;
    const t = setTimeout(() => {
      void pinRef.current(clampPin(draft)).then(() => setDraft(null));
    }, PIN_AFTER_MS);
    return () => clearTimeout(t);
  }, [draft]);

  const id = `rate-${p.name}`;
  return (
    <li className="text-xs" data-rate={p.name}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="font-medium text-slate-700">
          {rateLabel(p.name)}
        </label>
        <span className="tabular-nums text-slate-600" data-testid={`estimate-${p.name}`}>
          {fmt(p.mean)} <span className="text-slate-500">({fmt(p.lo)}–{fmt(p.hi)})</span>
          {pin && <strong className="ml-1 text-indigo-700">pinned {fmt(pin.value)}</strong>}
        </span>
      </div>
      <svg viewBox="0 0 240 40" className="h-9 w-full" role="img" aria-label={`${rateLabel(p.name)}: estimate ${fmt(p.mean)}, past rounds ${past.map((d) => `${d.round}: ${fmt(d.value)}`).join(", ")}`}>
        <line x1={4} x2={236} y1={20} y2={20} stroke="#cbd5e1" strokeWidth={1} />
        {past.map((d) => {
          const close = nearest.includes(d.round);
          return (
            <circle key={d.round} cx={x(d.value)} cy={20} r={close ? 3 : 2.2} fill={close ? "#b45309" : "#64748b"}>
              {/* One string: the server renders a <title> with several children as empty. */}
              <title>{`Round ${d.round}: ${fmt(d.value)}`}</title>
            </circle>
          );
        })}
        {/* Round numbers on rows that never let two run together: the nearest rounds above the
            line, the others in two rows below it (a crowded number is left to its dot's tooltip). */}
        {[
          ...spacedLabels(past.filter((d) => nearest.includes(d.round)).map((d) => ({ ...d, x: x(d.value), width: labelWidth(d.round) })), 1, 2).map((l) => ({ ...l, y: 9, fill: "#b45309" })),
          ...spacedLabels(past.filter((d) => !nearest.includes(d.round)).map((d) => ({ ...d, x: x(d.value), width: labelWidth(d.round) })), 2, 2).map((l) => ({ ...l, y: 31 + l.row * 8, fill: "#475569" })),
        ].map((l) => (
          <text key={l.round} x={l.x} y={l.y} fontSize={7} textAnchor="middle" fill={l.fill}>
            {l.round}
          </text>
        ))}
        <rect x={x(p.lo)} y={16} width={Math.max(1.5, x(p.hi) - x(p.lo))} height={8} rx={2} fill="#6366f1" opacity={0.3} />
        <line x1={x(p.mean)} x2={x(p.mean)} y1={13} y2={27} stroke="#4338ca" strokeWidth={2} />
        {pin && <path d={`M ${x(pin.value)} 13 l 4 7 l -4 7 l -4 -7 z`} fill="#be123c" />}
      </svg>
      {!readOnly && (
        <div className="flex items-center gap-2">
          <input
            id={id}
            type="range"
            min={0}
            max={max}
            step={max / 200}
            value={shown}
            aria-label={`Pin ${rateLabel(p.name)}`}
            onChange={(e) => setDraft(Number(e.target.value))}
            className="h-1 flex-1 accent-rose-700"
          />
          {pin && (
            <button onClick={() => void onUnpin()} aria-label={`Unpin ${rateLabel(p.name)}`} className="rounded px-1.5 text-slate-500 hover:bg-slate-100">
              Unpin
            </button>
          )}
        </div>
      )}
    </li>
  );
}
