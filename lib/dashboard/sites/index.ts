// Settlements ("sites") on the map: what the queries and the prediction say of each initial
// settlement, and a team's marks on them (stored as adjustments). Pure and client-safe.
export { siteEvidence, type SiteEvidence } from "@/lib/island/model/sites";
export { siteReadings, siteNear, type Fortune, type SiteReading } from "./readings";
export { markBody, siteMarkOf, MARK_STRENGTHS, type MarkDirection, type MarkStrength, type SiteMark } from "./marks";
