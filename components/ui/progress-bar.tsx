/** Tailwind needs whole class names in the source, so each tone is spelt out. */
const TONES = { indigo: "bg-indigo-500", amber: "bg-amber-500", emerald: "bg-emerald-500" } as const;

/** A labelled progress bar (value of max), thin by default; `pulse` for work of unknown pace. */
export function ProgressBar({
  label,
  value,
  max,
  tone = "indigo",
  thick = false,
  pulse = false,
  className = "",
}: {
  label: string;
  value: number;
  max: number;
  tone?: keyof typeof TONES;
  thick?: boolean;
  pulse?: boolean;
  className?: string;
}) {
  const height = thick ? "h-2" : "h-1.5";
  // A sliver stays visible at zero so a started bar reads as started.
  const share = Math.max(pulse ? 4 : 0, (value / Math.max(1, max)) * 100);
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value} className={`${height} overflow-hidden rounded bg-slate-200 ${className}`}>
      <div className={`${height} ${TONES[tone]} transition-all ${pulse ? "animate-pulse" : ""}`} style={{ width: `${share}%` }} />
    </div>
  );
}
