import "server-only";
// The one place the service touches the world generator and simulator, so their module layout can
// change without touching the request handlers.
export { generateWorld } from "./sim/world";
export { completeParams, drawHiddenState, drawParams, isPresetName, PRESET_NAMES, PRESETS, type HiddenParams, type PresetName } from "./sim/params";
export { simulate } from "./sim/simulate";
export { groundTruthAsync } from "./sim/ground-truth";
export { isStartList, withStarts, type SiteStart } from "./sim/starts";
export type { InitialState, SimResult, Frame, FrameSettlement } from "./sim/types";
