/** Colour keys shared by the maps: a continuous ramp and a row of categorical swatches. */

/** A ramp from scale(0) on the left to scale(1) on the right; its end colours are data attributes so checks can compare them with the map. */
export function Ramp({ scale, left, right }: { scale: (t: number) => string; left: string; right: string }) {
  const stops = Array.from({ length: 11 }, (_, i) => `${scale(i / 10)} ${i * 10}%`).join(", ");
  return (
    <div data-ramp-left={scale(0)} data-ramp-right={scale(1)} className="max-w-full">
      <div className="h-3 w-48 max-w-full rounded" style={{ background: `linear-gradient(to right, ${stops})` }} />
      <div className="flex w-48 max-w-full justify-between gap-2 text-[11px] text-slate-500">
        <span>{left}</span>
        <span className="text-right">{right}</span>
      </div>
    </div>
  );
}

export function Swatches({ items }: { items: [string, string][] }) {
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {items.map(([name, color]) => (
        <li key={name} className="flex items-center gap-1 text-xs text-slate-600" data-swatch={color}>
          <span className="inline-block h-3 w-3 rounded-sm border border-black/10" style={{ background: color }} />
          {name}
        </li>
      ))}
    </ul>
  );
}
