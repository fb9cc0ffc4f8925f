"use client";

import { createContext, useContext } from "react";
import { createStore, useStore, type StoreApi } from "zustand";
import type { Viewport } from "@/lib/island/schemas";
import { NEUTRAL_WEIGHTS, type Region } from "@/lib/dashboard/edits";
import type { LayerId } from "@/lib/dashboard/map";

/** UI state of one mounted workspace (never server data: that lives in react-query). */

export type Tool = "inspect" | "viewport" | "rect" | "brush";

export type Suggestion = Viewport & { seed_index: number; id: string };

export type DraftAdjustment = {
  /** Set when an existing adjustment is being edited. */
  id?: string;
  label: string;
  scope: "seed" | "all";
  mode: "weights" | "target";
  weights: number[];
  target: number[];
  strength: number;
};

export type WorkspaceState = {
  seed: number;
  layer: LayerId;
  probabilityClass: number;
  tool: Tool;
  viewportSize: { w: number; h: number };
  confirmSpend: boolean;
  /** Viewport under the pointer (viewport tool). */
  draftViewport: Viewport | null;
  /** A window placed by a click, waiting for a second click, Enter or the Spend button. */
  pendingSpend: { seed: number; viewport: Viewport } | null;
  /** A spent query's window drawn on the map while its row in the query list is hovered. */
  hoveredQuery: { seed: number; viewport: Viewport } | null;
  hoverCell: { x: number; y: number } | null;
  /** The initial settlement picked with the inspect tool, for the settlements panel. */
  pickedSite: { x: number; y: number } | null;
  /** Selected cells (y * W + x) of the current seed, from the rectangle or brush tool. */
  selection: Region | null;
  brushRadius: number;
  draft: DraftAdjustment | null;
  accepted: Suggestion[];
  ignored: string[];
  /** Id of the suggestion being moved with the pointer. */
  moving: string | null;
};

export type WorkspaceActions = {
  set: (patch: Partial<WorkspaceState>) => void;
  selectSeed: (seed: number) => void;
  setTool: (tool: Tool) => void;
  resizeViewport: (dw: number, dh: number) => void;
  startDraft: (draft?: Partial<DraftAdjustment>) => void;
  patchDraft: (patch: Partial<DraftAdjustment>) => void;
  clearSelection: () => void;
  accept: (s: Suggestion) => void;
  unaccept: (id: string) => void;
  ignore: (id: string) => void;
  moveAccepted: (id: string, x: number, y: number) => void;
};

export type WorkspaceStore = WorkspaceState & WorkspaceActions;

const clampSize = (v: number) => Math.max(5, Math.min(15, v));

export const newDraft = (patch: Partial<DraftAdjustment> = {}): DraftAdjustment => ({
  label: "",
  scope: "seed",
  mode: "weights",
  weights: [...NEUTRAL_WEIGHTS],
  target: [1, 0, 0, 0, 0, 0],
  strength: 0.5,
  ...patch,
});

export function createWorkspaceStore(initial: Partial<WorkspaceState> = {}): StoreApi<WorkspaceStore> {
  return createStore<WorkspaceStore>()((set) => ({
    seed: 0,
    layer: "coverage",
    probabilityClass: 1,
    tool: "viewport",
    viewportSize: { w: 15, h: 15 },
    confirmSpend: false,
    draftViewport: null,
    pendingSpend: null,
    hoveredQuery: null,
    hoverCell: null,
    pickedSite: null,
    selection: null,
    brushRadius: 1,
    draft: null,
    accepted: [],
    ignored: [],
    moving: null,
    ...initial,
    set: (patch) => set(patch),
    selectSeed: (seed) => set({ seed, selection: null, draft: null, pendingSpend: null, draftViewport: null, moving: null, pickedSite: null }),
    setTool: (tool) => set({ tool, draftViewport: null, pendingSpend: null, moving: null }),
    resizeViewport: (dw, dh) =>
      set((s) => ({ viewportSize: { w: clampSize(s.viewportSize.w + dw), h: clampSize(s.viewportSize.h + dh) } })),
    startDraft: (draft) => set({ draft: newDraft(draft) }),
    patchDraft: (patch) => set((s) => ({ draft: s.draft ? { ...s.draft, ...patch } : newDraft(patch) })),
    clearSelection: () => set({ selection: null, draft: null }),
    accept: (sug) => set((s) => (s.accepted.some((a) => a.id === sug.id) ? s : { accepted: [...s.accepted, sug] })),
    unaccept: (id) => set((s) => ({ accepted: s.accepted.filter((a) => a.id !== id), moving: s.moving === id ? null : s.moving })),
    ignore: (id) => set((s) => ({ ignored: [...s.ignored, id], accepted: s.accepted.filter((a) => a.id !== id) })),
    moveAccepted: (id, x, y) =>
      set((s) => ({ accepted: s.accepted.map((a) => (a.id === id ? { ...a, x, y } : a)), moving: null })),
  }));
}

export const WorkspaceStoreContext = createContext<StoreApi<WorkspaceStore> | null>(null);

/** Reads the workspace store through a narrow selector. */
export function useWorkspace<T>(selector: (s: WorkspaceStore) => T): T {
  const store = useContext(WorkspaceStoreContext);
  if (!store) throw new Error("useWorkspace outside <WorkspaceStoreContext>");
  return useStore(store, selector);
}

export function useWorkspaceApi(): StoreApi<WorkspaceStore> {
  const store = useContext(WorkspaceStoreContext);
  if (!store) throw new Error("useWorkspaceApi outside <WorkspaceStoreContext>");
  return store;
}
