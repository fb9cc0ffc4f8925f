"use client";

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Viewport } from "@/lib/island/schemas";
import { regionCells, type FlatTensor, type Region } from "@/lib/dashboard/edits";
import { FORTUNE_FILL, MARK_STROKE, paintLayer, regionOutline, toRgba, snapViewport, TERRAIN_COLORS, arrowStep, centredWindow, moveCell, moveWindow, rectBetween, resizeStep, type LayerId, type SeedObservationSummary } from "@/lib/dashboard/map";
import type { TerrainCode } from "@/lib/island/terrain";
import { useWorkspace, useWorkspaceApi, type Suggestion } from "./store";
import { MAP_TOOLS_ID } from "./map-focus";
import { perf } from "./perf";
import { AXIS_GUTTER, AxisFrame } from "@/components/map/axis-frame";
import { siteNear, type Fortune, type MarkDirection } from "@/lib/dashboard/sites";

/** An initial settlement as the sites layer draws it. */
export type SiteMarker = { x: number; y: number; seen: number; fortune: Fortune | null; mark: MarkDirection | null };

type Props = {
  W: number;
  H: number;
  grid: readonly (readonly number[])[];
  summary: SeedObservationSummary;
  prediction: FlatTensor | null;
  /** Top of the probability layer's colour scale. */
  probabilityMax: number;
  shift: Float64Array | null;
  /** Outlines of regions of the seed's saved adjustments. */
  adjustmentRegions: Region[];
  suggestions: Suggestion[];
  /** Why the viewport tool cannot spend right now (null: it can). */
  spendBlocked: string | null;
  onSpend: (viewport: Viewport) => void;
  /** Layer painted instead of the chosen one (the preview while an adjustment is edited). */
  layerOverride?: LayerId | null;
  /** The first frame drawn on the server: on screen before the scripts run, hidden once the canvas paints. */
  picture?: string | null;
  /** The seed's initial settlements: drawn on the sites layer, picked with the inspect tool. */
  sites?: SiteMarker[];
};

const inside = (v: Viewport, x: number, y: number) => x >= v.x && y >= v.y && x < v.x + v.w && y < v.y + v.h;
const sameWindow = (a: Viewport, b: Viewport) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

const MAX_PX = 680;
/** Height kept free beside the map on a wide screen: the toolbar above it, its axis, a margin. */
const HEIGHT_RESERVE = 150;
/** Smallest cell that still keeps the whole map on the first screen of a wide screen. */
const MIN_FIRST_SCREEN_PX = 12;

/**
 * The seed's map: the active layer painted on a canvas (one pixel per cell, scaled up without
 * smoothing), with an SVG overlay in cell units for viewports, suggestions, selections and hover.
 */
export function MapView(props: Props) {
  const { W, H, grid, summary, prediction, probabilityMax, shift, adjustmentRegions, suggestions, spendBlocked, onSpend, layerOverride, picture, sites = [] } = props;
  const pictureRef = useRef<HTMLImageElement>(null);
  const api = useWorkspaceApi();
  const chosenLayer = useWorkspace((s) => s.layer);
  const layer = layerOverride ?? chosenLayer;
  const pendingSpend = useWorkspace((s) => s.pendingSpend);
  const hoveredQuery = useWorkspace((s) => s.hoveredQuery);
  const probabilityClass = useWorkspace((s) => s.probabilityClass);
  const tool = useWorkspace((s) => s.tool);
  const draftViewport = useWorkspace((s) => s.draftViewport);
  const hover = useWorkspace((s) => s.hoverCell);
  const selection = useWorkspace((s) => s.selection);
  const moving = useWorkspace((s) => s.moving);
  const accepted = useWorkspace((s) => s.accepted);
  const seed = useWorkspace((s) => s.seed);
  const pickedSite = useWorkspace((s) => s.pickedSite);

  const wrap = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [cssSize, setCssSize] = useState(W * 16);

  // Fit the map to its container (whole pixels per cell keep the cells crisp).
  useEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const fit = () => {
      const byWidth = Math.min(el.clientWidth - AXIS_GUTTER, MAX_PX) / Math.max(W, H);
      // On a wide screen the map sits beside the panels, sticky: its last row must stay in view too.
      // Whole on the first screen when that leaves cells of a readable size, else whole once scrolled to it.
      const topOnPage = el.getBoundingClientRect().top + window.scrollY + AXIS_GUTTER + 12;
      const firstScreen = (window.innerHeight - topOnPage) / H;
      const byHeight = window.matchMedia("(min-width: 1024px)").matches ? (firstScreen >= MIN_FIRST_SCREEN_PX ? firstScreen : (window.innerHeight - HEIGHT_RESERVE) / H) : Infinity;
      const cell = Math.max(6, Math.floor(Math.min(byWidth, byHeight)));
      setCssSize((prev) => (prev === cell * W ? prev : cell * W));
    };
    fit();
    let t: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(t);
      t = setTimeout(fit, 50);
    };
    const ro = new ResizeObserver(later);
    ro.observe(el);
    window.addEventListener("resize", later);
    return () => {
      clearTimeout(t);
      ro.disconnect();
      window.removeEventListener("resize", later);
    };
  }, [W, H]);
  const cellPx = cssSize / W;

  const pixels = useMemo(
    () => paintLayer({ layer, W, H, grid, summary, prediction, shift, probabilityClass, probabilityMax }),
    [layer, W, H, grid, summary, prediction, shift, probabilityClass, probabilityMax],
  );
  const terrainPixels = useMemo(
    () => paintLayer({ layer: "terrain", W, H, grid, summary, prediction: null, shift: null, probabilityClass: 0 }),
    [W, H, grid, summary],
  );

  useLayoutEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const dpr = window.devicePixelRatio || 1;
    const px = Math.round(cssSize * dpr);
    if (c.width !== px) c.width = px;
    if (c.height !== Math.round((cssSize * H * dpr) / W)) c.height = Math.round((cssSize * H * dpr) / W);
    const ctx = c.getContext("2d");
    if (!ctx) return;
    const off = document.createElement("canvas");
    off.width = W;
    off.height = H;
    const octx = off.getContext("2d")!;
    ctx.imageSmoothingEnabled = false;
    ctx.clearRect(0, 0, c.width, c.height);
    // Faded terrain under every layer, so unobserved cells still show the island.
    octx.putImageData(new ImageData(new Uint8ClampedArray(terrainPixels), W, H), 0, 0);
    ctx.globalAlpha = layer === "terrain" ? 1 : 0.3;
    ctx.drawImage(off, 0, 0, c.width, c.height);
    if (layer !== "terrain") {
      octx.clearRect(0, 0, W, H);
      octx.putImageData(new ImageData(new Uint8ClampedArray(pixels), W, H), 0, 0);
      ctx.globalAlpha = 1;
      ctx.drawImage(off, 0, 0, c.width, c.height);
    }
    ctx.globalAlpha = 1;
    // The canvas has the map now: the server's first frame would show through its faded terrain.
    if (pictureRef.current) pictureRef.current.style.display = "none";
    perf.painted(summary.queries);
  }, [pixels, terrainPixels, cssSize, W, H, layer, summary.queries]);

  // ----- pointer interaction (hit-testing inverts the cell scale) -----
  const dragStart = useRef<{ x: number; y: number } | null>(null);
  const brushCells = useRef<Set<number>>(new Set());

  const cellAt = useCallback(
    (e: React.PointerEvent) => {
      const r = (e.currentTarget as SVGSVGElement).getBoundingClientRect();
      const x = Math.floor(((e.clientX - r.left) / r.width) * W);
      const y = Math.floor(((e.clientY - r.top) / r.height) * H);
      return { x: Math.max(0, Math.min(W - 1, x)), y: Math.max(0, Math.min(H - 1, y)) };
    },
    [W, H],
  );

  const paintBrush = (x: number, y: number) => {
    const r = api.getState().brushRadius;
    for (let dy = -r; dy <= r; dy++)
      for (let dx = -r; dx <= r; dx++) {
        const cx = x + dx;
        const cy = y + dy;
        if (cx >= 0 && cy >= 0 && cx < W && cy < H && dx * dx + dy * dy <= r * r + r) brushCells.current.add(cy * W + cx);
      }
    api.setState({ selection: { kind: "cells", cells: [...brushCells.current] } });
  };

  const onPointerMove = (e: React.PointerEvent) => {
    const { x, y } = cellAt(e);
    const s = api.getState();
    const patch: Partial<typeof s> = {};
    if (!s.hoverCell || s.hoverCell.x !== x || s.hoverCell.y !== y) patch.hoverCell = { x, y };
    if (s.moving) {
      const m = s.accepted.find((a) => a.id === s.moving) ?? suggestions.find((a) => a.id === s.moving);
      if (m) patch.draftViewport = snapViewport(x, y, m.w, m.h, W, H);
    } else if (s.tool === "viewport") {
      // Over a placed window the readout describes it; elsewhere the window follows the pointer.
      const placed = s.pendingSpend && s.pendingSpend.seed === s.seed && inside(s.pendingSpend.viewport, x, y) ? s.pendingSpend.viewport : null;
      const v = placed ?? snapViewport(x, y, s.viewportSize.w, s.viewportSize.h, W, H);
      const d = s.draftViewport;
      if (!d || d.x !== v.x || d.y !== v.y || d.w !== v.w || d.h !== v.h) patch.draftViewport = v;
    }
    if (dragStart.current && s.tool === "rect") {
      const a = dragStart.current;
      patch.selection = { kind: "rect", x: Math.min(a.x, x), y: Math.min(a.y, y), w: Math.abs(a.x - x) + 1, h: Math.abs(a.y - y) + 1 };
    }
    if (dragStart.current && s.tool === "brush") paintBrush(x, y);
    if (Object.keys(patch).length) api.setState(patch);
  };

  const onPointerDown = (e: React.PointerEvent) => {
    if (e.button !== 0) return;
    const { x, y } = cellAt(e);
    const s = api.getState();
    if (s.moving) {
      const m = s.accepted.find((a) => a.id === s.moving);
      if (m) {
        const v = snapViewport(x, y, m.w, m.h, W, H);
        s.moveAccepted(m.id, v.x, v.y);
      }
      api.setState({ moving: null, draftViewport: null });
      return;
    }
    if (s.tool === "viewport") {
      if (spendBlocked) return;
      // The first click places the window; a second click on it spends the query (unless each
      // query is confirmed with the button). A click elsewhere places it anew.
      const placed = s.pendingSpend;
      if (placed && placed.seed === s.seed && inside(placed.viewport, x, y)) {
        if (!s.confirmSpend) {
          api.setState({ pendingSpend: null, draftViewport: null });
          onSpend(placed.viewport);
        }
        return;
      }
      const v = snapViewport(x, y, s.viewportSize.w, s.viewportSize.h, W, H);
      api.setState({ pendingSpend: { seed: s.seed, viewport: v }, draftViewport: v });
      return;
    }
    if (s.tool === "inspect") {
      const site = siteNear(sites, x, y);
      api.setState({ pickedSite: site ? { x: site.x, y: site.y } : null });
      return;
    }
    if (s.tool === "rect" || s.tool === "brush") {
      (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
      dragStart.current = { x, y };
      if (s.tool === "rect") api.setState({ selection: { kind: "rect", x, y, w: 1, h: 1 } });
      else {
        // Shift adds to the current brush selection; a plain stroke starts a new one.
        const keep = e.shiftKey && s.selection?.kind === "cells" ? s.selection.cells : [];
        brushCells.current = new Set(keep);
        paintBrush(x, y);
      }
    }
  };

  const onPointerUp = () => {
    if (!dragStart.current) return;
    dragStart.current = null;
    const s = api.getState();
    if (s.selection && !s.draft) s.startDraft();
  };

  // ----- keyboard: the same tools without a pointer (see lib/dashboard/map/map-keys) -----
  // The keyboard cursor is the hover cell (rectangle, brush, inspect) or the window (viewport).
  const keyAnchor = useRef<{ x: number; y: number } | null>(null);
  const onFocus = () => {
    const s = api.getState();
    if (s.tool === "viewport") {
      if (spendBlocked || s.draftViewport) return;
      const placed = s.pendingSpend && s.pendingSpend.seed === s.seed ? s.pendingSpend.viewport : null;
      api.setState({ draftViewport: placed ?? centredWindow(s.viewportSize.w, s.viewportSize.h, W, H) });
    } else if (!s.hoverCell) api.setState({ hoverCell: { x: Math.floor(W / 2), y: Math.floor(H / 2) } });
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const s = api.getState();
    const step = arrowStep(e.key, e.shiftKey);
    const grow = resizeStep(e.key);
    const activate = e.key === "Enter" || e.key === " ";
    if (e.key === "Escape") {
      keyAnchor.current = null;
      api.setState({ pendingSpend: null, moving: null, draftViewport: null, ...(s.tool === "rect" && !s.draft ? { selection: null } : {}) });
      return;
    }
    if (!step && grow === null && !activate) return;
    e.preventDefault();
    if (s.tool === "viewport") {
      if (spendBlocked && !s.moving) return;
      const placed = s.pendingSpend && s.pendingSpend.seed === s.seed ? s.pendingSpend.viewport : null;
      const current = s.draftViewport ?? placed ?? centredWindow(s.viewportSize.w, s.viewportSize.h, W, H);
      if (step) {
        const v = moveWindow(current, step[0], step[1], W, H);
        // A placed window moves with the keys and stays placed: Enter then spends it where it is.
        api.setState({ draftViewport: v, ...(placed && !s.moving ? { pendingSpend: { seed: s.seed, viewport: v } } : {}) });
      } else if (grow !== null) {
        s.resizeViewport(grow, grow);
        const { w, h } = api.getState().viewportSize;
        const v = snapViewport(current.x + Math.floor(current.w / 2), current.y + Math.floor(current.h / 2), w, h, W, H);
        api.setState({ draftViewport: v, ...(placed && !s.moving ? { pendingSpend: { seed: s.seed, viewport: v } } : {}) });
      } else if (s.moving) {
        s.moveAccepted(s.moving, current.x, current.y);
        api.setState({ moving: null, draftViewport: null });
      } else if (placed && sameWindow(placed, current)) {
        if (s.confirmSpend) return;
        api.setState({ pendingSpend: null, draftViewport: null });
        onSpend(placed);
      } else api.setState({ pendingSpend: { seed: s.seed, viewport: current }, draftViewport: current });
      return;
    }
    const cursor = s.hoverCell ?? { x: Math.floor(W / 2), y: Math.floor(H / 2) };
    if (step) {
      const c = moveCell(cursor, step[0], step[1], W, H);
      api.setState({ hoverCell: c, ...(s.tool === "rect" && keyAnchor.current ? { selection: rectBetween(keyAnchor.current, c) } : {}) });
      return;
    }
    if (!activate) return;
    if (s.tool === "rect") {
      // Enter starts a rectangle at the cursor, arrows stretch it, Enter again ends it.
      if (!keyAnchor.current) {
        keyAnchor.current = cursor;
        api.setState({ hoverCell: cursor, selection: rectBetween(cursor, cursor), draft: null });
      } else {
        keyAnchor.current = null;
        if (!api.getState().draft) api.getState().startDraft();
      }
    } else if (s.tool === "brush") {
      brushCells.current = new Set(s.selection?.kind === "cells" ? s.selection.cells : []);
      paintBrush(cursor.x, cursor.y);
      if (!api.getState().draft) api.getState().startDraft();
    } else if (s.tool === "inspect") {
      const site = siteNear(sites, cursor.x, cursor.y);
      api.setState({ pickedSite: site ? { x: site.x, y: site.y } : null });
    }
  };

  // Outlines only: the heatmap under a selection must stay visible while sliders move.
  const selectionPath = useMemo(() => (selection ? regionOutline(regionCells(selection, W, H), W, H) : null), [selection, W, H]);
  const adjustmentPaths = useMemo(() => adjustmentRegions.map((r) => regionOutline(regionCells(r, W, H), W, H)), [adjustmentRegions, W, H]);

  const cursor = tool === "inspect" ? "default" : tool === "viewport" ? (spendBlocked ? "not-allowed" : "crosshair") : "cell";
  const seedAccepted = accepted.filter((a) => a.seed_index === seed);
  const acceptedIds = new Set(accepted.map((a) => a.id));

  return (
    <div ref={wrap} className="w-full">
      <AxisFrame W={W} H={H} cellPx={cellPx}>
        <div className="relative select-none" style={{ width: cssSize, height: (cssSize * H) / W }}>
          {picture && (
            // eslint-disable-next-line @next/next/no-img-element -- a data URL of a few hundred bytes, shown only until hydration
            <img
              ref={pictureRef}
              src={picture}
              alt=""
              data-map-picture
              className="absolute inset-0 rounded-md"
              style={{ width: cssSize, height: (cssSize * H) / W, imageRendering: "pixelated" }}
            />
          )}
          <canvas
            ref={canvas}
            role="img"
            aria-label={`Map of seed ${seed}`}
            className="absolute inset-0 rounded-md"
            style={{ width: cssSize, height: (cssSize * H) / W, imageRendering: "pixelated" }}
          />
          <svg
            id={MAP_TOOLS_ID}
            role="application"
            aria-label="Map tools"
            tabIndex={0}
            viewBox={`0 0 ${W} ${H}`}
            preserveAspectRatio="none"
            className="absolute inset-0 h-full w-full touch-none rounded-md outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            style={{ cursor }}
            onPointerMove={onPointerMove}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerLeave={() => api.setState({ hoverCell: null, draftViewport: api.getState().pendingSpend?.viewport ?? null })}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
            aria-describedby="map-keys-help"
          >
            {cellPx >= 10 && <GridLines W={W} H={H} />}
            {adjustmentPaths.map((d, i) => (
              <path key={i} d={d} fill="none" stroke="#be185d" strokeWidth={1.5} strokeDasharray="3 2" vectorEffect="non-scaling-stroke" />
            ))}
            {suggestions
              .filter((sug) => sug.seed_index === seed && !acceptedIds.has(sug.id))
              .map((sug) => (
                <rect key={sug.id} x={sug.x} y={sug.y} width={sug.w} height={sug.h} fill="none" stroke="#f59e0b" strokeWidth={1.5} strokeDasharray="5 3" vectorEffect="non-scaling-stroke">
                  <title>Suggested viewport</title>
                </rect>
              ))}
            {seedAccepted.map((a, i) => (
              <g key={a.id}>
                <rect x={a.x} y={a.y} width={a.w} height={a.h} fill="rgba(245,158,11,0.12)" stroke="#d97706" strokeWidth={2} vectorEffect="non-scaling-stroke" />
                <text x={a.x + 0.4} y={a.y + 1.4} fontSize={1.3} fill="#92400e" fontWeight={700}>
                  {i + 1}
                </text>
              </g>
            ))}
            {selectionPath && (
              <>
                <path d={selectionPath} fill="none" stroke="#ffffff" strokeWidth={4} vectorEffect="non-scaling-stroke" />
                <path d={selectionPath} fill="none" stroke="#4338ca" strokeWidth={2} vectorEffect="non-scaling-stroke" />
              </>
            )}
            {hoveredQuery && hoveredQuery.seed === seed && (
              <rect
                data-testid="hovered-query"
                x={hoveredQuery.viewport.x}
                y={hoveredQuery.viewport.y}
                width={hoveredQuery.viewport.w}
                height={hoveredQuery.viewport.h}
                fill="rgba(14,165,233,0.15)"
                stroke="#0284c7"
                strokeWidth={2.5}
                vectorEffect="non-scaling-stroke"
              />
            )}
            {pendingSpend && pendingSpend.seed === seed && tool === "viewport" && !moving ? (
              <g data-testid="placed-window">
                <rect
                  x={pendingSpend.viewport.x}
                  y={pendingSpend.viewport.y}
                  width={pendingSpend.viewport.w}
                  height={pendingSpend.viewport.h}
                  fill="rgba(79,70,229,0.16)"
                  stroke="#ffffff"
                  strokeWidth={4}
                  vectorEffect="non-scaling-stroke"
                />
                <rect
                  x={pendingSpend.viewport.x}
                  y={pendingSpend.viewport.y}
                  width={pendingSpend.viewport.w}
                  height={pendingSpend.viewport.h}
                  fill="none"
                  stroke="#4338ca"
                  strokeWidth={2}
                  strokeDasharray="6 3"
                  vectorEffect="non-scaling-stroke"
                />
              </g>
            ) : null}
            {draftViewport && (tool === "viewport" || moving) && !(pendingSpend && tool === "viewport" && !moving && sameWindow(pendingSpend.viewport, draftViewport)) && (
              <rect
                x={draftViewport.x}
                y={draftViewport.y}
                width={draftViewport.w}
                height={draftViewport.h}
                fill={spendBlocked && !moving ? "rgba(100,116,139,0.15)" : "rgba(255,255,255,0.18)"}
                stroke={spendBlocked && !moving ? "#64748b" : "#0f172a"}
                strokeWidth={2}
                vectorEffect="non-scaling-stroke"
              />
            )}
            {layer === "sites" && <SiteMarkers sites={sites} picked={pickedSite} />}
            {hover && <rect x={hover.x} y={hover.y} width={1} height={1} fill="none" stroke="#f8fafc" strokeWidth={2} vectorEffect="non-scaling-stroke" />}
          </svg>
        </div>
      </AxisFrame>
      <p id="map-keys-help" className="sr-only">
        {tool === "viewport"
          ? "Arrow keys move the window, Shift with an arrow moves it five cells, plus and minus resize it; Enter or Space places it, and again spends one query; Escape drops it."
          : tool === "rect"
            ? "Arrow keys move the cursor; Enter or Space starts a rectangle, arrows stretch it, Enter or Space again selects it."
            : tool === "brush"
              ? "Arrow keys move the cursor; Enter or Space paints the brush there."
              : "Arrow keys move the cursor; the cell card reads the cell under it; Enter or Space on a settlement picks it for the settlements panel."}
      </p>
    </div>
  );
}

/** The seed's initial settlements: fill by fortune, dashed when never seen, a violet ring when marked. */
function SiteMarkers({ sites, picked }: { sites: SiteMarker[]; picked: { x: number; y: number } | null }) {
  return (
    <g data-testid="site-markers">
      {sites.map((s) => (
        <g key={`${s.x},${s.y}`} data-site={`${s.x},${s.y}`} data-fortune={s.fortune ?? "unknown"} data-mark={s.mark ?? ""}>
          {s.mark && <circle cx={s.x + 0.5} cy={s.y + 0.5} r={0.78} fill="none" stroke={MARK_STROKE} strokeWidth={2.5} vectorEffect="non-scaling-stroke" />}
          <circle
            cx={s.x + 0.5}
            cy={s.y + 0.5}
            r={0.4}
            fill={FORTUNE_FILL[s.fortune ?? "unknown"]}
            stroke="#0f172a"
            strokeWidth={1.5}
            strokeDasharray={s.seen === 0 ? "2 1.5" : undefined}
            vectorEffect="non-scaling-stroke"
          />
        </g>
      ))}
      {picked && <rect x={picked.x - 1} y={picked.y - 1} width={3} height={3} fill="none" stroke="#0f172a" strokeWidth={2} strokeDasharray="4 2" vectorEffect="non-scaling-stroke" />}
    </g>
  );
}

function GridLines({ W, H }: { W: number; H: number }) {
  const d = useMemo(() => {
    let p = "";
    for (let x = 1; x < W; x++) p += `M${x} 0V${H}`;
    for (let y = 1; y < H; y++) p += `M0 ${y}H${W}`;
    return p;
  }, [W, H]);
  return <path d={d} stroke="rgba(15,23,42,0.08)" strokeWidth={1} vectorEffect="non-scaling-stroke" />;
}

/** A small non-interactive terrain thumbnail (seed overview). */
export function TerrainThumb({ grid, coverage, W, H, size = 72 }: { grid: readonly (readonly number[])[]; coverage?: Uint16Array; W: number; H: number; size?: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const c = ref.current;
    const ctx = c?.getContext("2d");
    if (!c || !ctx) return;
    const img = new ImageData(W, H);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const [r, g, b] = toRgba(TERRAIN_COLORS[grid[y][x] as TerrainCode] ?? "#000");
        const seen = coverage ? coverage[y * W + x] > 0 : true;
        const i = (y * W + x) * 4;
        img.data[i] = seen ? r : (r + 255 * 2) / 3;
        img.data[i + 1] = seen ? g : (g + 255 * 2) / 3;
        img.data[i + 2] = seen ? b : (b + 255 * 2) / 3;
        img.data[i + 3] = 255;
      }
    c.width = W;
    c.height = H;
    ctx.putImageData(img, 0, 0);
  }, [grid, coverage, W, H]);
  return <canvas ref={ref} aria-hidden className="rounded" style={{ width: size, height: (size * H) / W, imageRendering: "pixelated" }} />;
}
