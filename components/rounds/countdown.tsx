"use client";

import { useEffect, useState } from "react";

function format(ms: number): string {
  if (ms <= 0) return "closed";
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return h > 0 ? `${h}h ${String(m).padStart(2, "0")}m` : `${m}m ${String(sec).padStart(2, "0")}s`;
}

/** Live time left until `closesAt`, ticking every second; red in the last 15 minutes. */
export function Countdown({ closesAt }: { closesAt: string }) {
  const target = Date.parse(closesAt);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  if (now === null || Number.isNaN(target)) return <span className="text-slate-400">…</span>;
  const left = target - now;
  return (
    <span className={`tabular-nums ${left < 15 * 60_000 ? "font-medium text-rose-600" : "text-slate-600"}`} title={new Date(target).toLocaleString()}>
      {left > 0 ? `closes in ${format(left)}` : "closed"}
    </span>
  );
}
