// The world generator and simulator: an island's initial map, 50 years of its settlements' life
// under hidden parameters, the ground truth of many runs, the presets and the parameters fitted to
// real rounds. Pure (seeded, no I/O). The fitting searches (fit.ts, fortune-fit.ts, realism.ts) are
// for scripts and are not re-exported here.
export { generateWorld } from "./world";
export { simulate } from "./simulate";
export { groundTruth, groundTruthAsync } from "./ground-truth";
export {
  completeParams,
  drawHiddenState,
  drawParams,
  fittedRound,
  isPresetName,
  PRESET_NAMES,
  PRESETS,
  type DrawOptions,
  type HiddenParams,
  type HiddenState,
  type PresetName,
} from "./params";
export { withStarts, type SiteStart } from "./starts";
export type { Frame, FrameSettlement, InitialState, SimResult } from "./types";
