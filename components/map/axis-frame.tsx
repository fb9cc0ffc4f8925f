/**
 * Column numbers above and row numbers left of a map, every 5 or 10 cells, so the (x, y) that
 * suggestions, hover cards and worst regions speak of can be found by eye. Positions are in
 * percent of the map, so the frame follows the map at any size.
 */

/** Width of the row-number gutter and height of the column-number gutter, in CSS pixels. */
export const AXIS_GUTTER = 22;

/** Every 5 cells when 5 cells are wide enough for a two-digit label, else every 10. */
export function tickStep(cellPx: number): number {
  return cellPx * 5 >= 22 ? 5 : 10;
}

export function ticks(n: number, step: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i += step) out.push(i);
  return out;
}

export function AxisFrame({
  W,
  H,
  cellPx,
  children,
}: {
  W: number;
  H: number;
  /** Nominal CSS pixels per cell, to choose the tick spacing. */
  cellPx: number;
  children: React.ReactNode;
}) {
  const step = tickStep(cellPx);
  const label = "pointer-events-none absolute text-[10px] leading-none tabular-nums text-slate-600";
  return (
    <div className="grid max-w-full" style={{ gridTemplateColumns: `${AXIS_GUTTER}px minmax(0, max-content)`, gridTemplateRows: `${AXIS_GUTTER - 6}px auto` }}>
      <span aria-hidden className="self-end text-[10px] leading-none text-slate-600">
        y\x
      </span>
      <div aria-hidden data-axis="x" className="relative">
        {ticks(W, step).map((x) => (
          <span key={x} className={label} style={{ left: `${((x + 0.5) / W) * 100}%`, bottom: 3, transform: "translateX(-50%)" }}>
            {x}
            <span className="absolute left-1/2 top-full h-[3px] w-px bg-slate-400" />
          </span>
        ))}
      </div>
      <div aria-hidden data-axis="y" className="relative">
        {ticks(H, step).map((y) => (
          <span key={y} className={label} style={{ top: `${((y + 0.5) / H) * 100}%`, right: 4, transform: "translateY(-50%)" }}>
            {y}
            <span className="absolute left-full top-1/2 ml-px h-px w-[3px] bg-slate-400" />
          </span>
        ))}
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
