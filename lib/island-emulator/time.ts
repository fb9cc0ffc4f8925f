/** Timestamps as the service writes them: ISO 8601 UTC with an explicit offset. */
export function isoTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace("Z", "+00:00");
}

/** YYYY-MM-DD (UTC) of a moment. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
