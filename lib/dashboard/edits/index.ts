// Edits to a prediction: adjustments (a region's class weights, bounded in number and size) and
// pinned regime rates, and the record of which edits went into a submitted tensor. Pure and
// client-safe here; the adjustment and pin stores are in ./server.
export {
  adjustmentBodySchema,
  applyAdjustments,
  flattenTensor,
  unflattenTensor,
  regionCells,
  shiftGrid,
  MAX_WEIGHT,
  SITE_RADIUS,
  NEUTRAL_WEIGHTS,
  type Adjustment,
  type AdjustmentBody,
  type FlatTensor,
  type Region,
} from "./adjust";
export { adjustmentLimitRefusal } from "./adjustment-limits";
export {
  shownSubmissionSchema,
  adjustmentFingerprint,
  describeSent,
  type ShownSubmission,
  type RecordedAdjustment,
  type RecordedPin,
} from "./submission-edits";
