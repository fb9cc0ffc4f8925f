"use client";

import { useEffect, useRef, useState } from "react";
import { AxisFrame } from "./axis-frame";

export type CellColor = (x: number, y: number) => string;

/**
 * A grid of coloured cells on a <canvas> (crisp at any zoom: one fillRect per cell at device
 * resolution), with column and row numbers, an optional hover callback and SVG rectangles drawn
 * over it. It shrinks with its container (a phone) and never grows past `cellSize` per cell.
 */
export function CellCanvas({
  width,
  height,
  color,
  cellSize = 10,
  label,
  onHover,
  outlines = [],
}: {
  width: number;
  height: number;
  color: CellColor;
  cellSize?: number;
  label: string;
  onHover?: (cell: { x: number; y: number } | null) => void;
  outlines?: { x: number; y: number; w: number; h: number; stroke?: string; label?: string }[];
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [hover, setHover] = useState<{ x: number; y: number } | null>(null);
  const cssW = width * cellSize;
  const cssH = height * cellSize;

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(cssW * dpr);
    canvas.height = Math.round(cssH * dpr);
    const ctx = canvas.getContext("2d");
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        ctx.fillStyle = color(x, y);
        ctx.fillRect(x * cellSize, y * cellSize, cellSize, cellSize);
      }
    }
  }, [width, height, color, cellSize, cssW, cssH]);

  const cellAt = (e: React.PointerEvent<SVGSVGElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const x = Math.floor(((e.clientX - rect.left) / rect.width) * width);
    const y = Math.floor(((e.clientY - rect.top) / rect.height) * height);
    return x >= 0 && y >= 0 && x < width && y < height ? { x, y } : null;
  };

  return (
    <AxisFrame W={width} H={height} cellPx={cellSize}>
      <div className="relative max-w-full" style={{ width: cssW, aspectRatio: `${width} / ${height}` }}>
        <canvas ref={ref} role="img" aria-label={label} className="block h-full w-full rounded" />
        <svg
          className="absolute inset-0 h-full w-full"
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          onPointerMove={(e) => {
            const c = cellAt(e);
            setHover(c);
            onHover?.(c);
          }}
          onPointerLeave={() => {
            setHover(null);
            onHover?.(null);
          }}
        >
          {outlines.map((o, i) => (
            // A white halo under a dark line: visible on pale sand and on the dark loss ramp alike.
            <g key={i}>
              <rect x={o.x} y={o.y} width={o.w} height={o.h} fill="none" stroke="#fff" strokeWidth={0.45} />
              <rect x={o.x} y={o.y} width={o.w} height={o.h} fill="none" stroke={o.stroke ?? "#0f172a"} strokeWidth={0.2} />
              {o.label && (
                <text x={o.x + 0.4} y={o.y + 1.3} fontSize={1.2} fill={o.stroke ?? "#0f172a"} stroke="#fff" strokeWidth={0.3} paintOrder="stroke" fontWeight={700}>
                  {o.label}
                </text>
              )}
            </g>
          ))}
          {hover && <rect x={hover.x} y={hover.y} width={1} height={1} fill="none" stroke="#0f172a" strokeWidth={0.12} />}
        </svg>
      </div>
    </AxisFrame>
  );
}
