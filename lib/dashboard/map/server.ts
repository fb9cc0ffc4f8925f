// The map drawn on the server (a PNG data URL of a seed's initial map).
import "server-only";
export { mapPictureDataUrl } from "./map-picture";
