// The stores of a team's adjustments and pins.
import "server-only";
export { createAdjustment, deleteAdjustment, listAdjustments, updateAdjustment } from "./adjustment-store";
export { clearPins, listPins, setPins } from "./pin-store";
