"use client";

import { useSyncExternalStore } from "react";
import { formatDateTime } from "@/lib/format-time";

// One shared one-second clock for every countdown on the page.
function subscribe(onTick: () => void) {
  const t = setInterval(onTick, 1000);
  return () => clearInterval(t);
}
const nowSecond = () => Math.floor(Date.now() / 1000) * 1000;
const serverNow = () => null;

function format(ms: number): string {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return h > 0 ? `${h}h ${String(m).padStart(2, "0")}m` : `${m}m ${String(sec).padStart(2, "0")}s`;
}

/** Live time left until `closesAt`; red in the last 15 minutes. */
export function Countdown({ closesAt }: { closesAt: string }) {
  const now = useSyncExternalStore<number | null>(subscribe, nowSecond, serverNow);
  const target = Date.parse(closesAt);
  if (now === null || Number.isNaN(target)) return <span className="text-slate-500">…</span>;
  const left = target - now;
  return (
    <span className={`tabular-nums ${left < 15 * 60_000 ? "font-medium text-rose-600" : "text-slate-600"}`} title={`Closes ${formatDateTime(target)}`}>
      {left > 0 ? `closes in ${format(left)}` : "closed"}
    </span>
  );
}
