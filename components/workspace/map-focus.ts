/** The map's tool surface, the place focus returns to after the adjustment editor closes. */
export const MAP_TOOLS_ID = "map-tools";

/** Moves focus back to the map (keyboard users continue where they drew the region). */
export function focusMap(): void {
  document.getElementById(MAP_TOOLS_ID)?.focus({ preventScroll: true });
}
