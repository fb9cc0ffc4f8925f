// The map's drawing: one palette for every layer, legend and chart (colour-vision safe), the
// heat-map layers and their scales, observation coverage, keyboard moves on the map, spaced axis
// labels. Pure and client-safe; the server-rendered map picture is in ./server.
export { TERRAIN_COLORS, CLASS_COLORS, FORTUNE_FILL, MARK_STROKE, classColorAt, classKey, terrainKey } from "./palette";
export { snapViewport, viewportCoverage, summariseObservations, type SeedObservationSummary } from "./layers";
export { LAYERS, LAYER_LABELS, PROBABILITY_MIN_TOP, coverageColor, scales, paintLayer, regionOutline, toRgba, classMax, settledMax, type LayerId } from "./heatmap";
export { arrowStep, centredWindow, moveCell, moveWindow, rectBetween, resizeStep } from "./map-keys";
export { spacedLabels } from "./spaced-labels";
export { rovingIndex } from "./list-keys";
