import { redactNamedValues } from "./redact";

/** Longest request body kept for one call (the page shows it whole; a voucher with many postings is cut). */
export const CALL_BODY_CHARS = 2_000;
/** Longest sum of the bodies kept for one request; later calls keep a note instead. */
export const REQUEST_BODIES_CHARS = 16_000;

const cutNote = (max: number) => `\n… (cut at ${max.toLocaleString("en-US")} characters)`;

/**
 * A call's JSON request body as the Agent page shows it: pretty-printed, secret-named fields
 * redacted, cut to a bounded length. The session token travels in a header, never in a body.
 */
export function callBodyText(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  let text: string;
  try {
    text = JSON.stringify(body, null, 2) ?? String(body);
  } catch {
    text = "(not JSON)";
  }
  return boundBody(text);
}

/** A stored body as shown: redacted and cut again (rows from before the bound, or edited by hand). */
export function boundBody(text: string): string {
  // Redacted before it is cut: a secret-named field cut inside its value would no longer look like one.
  const redacted = redactNamedValues(text);
  const cut = redacted.length > CALL_BODY_CHARS;
  return redacted.slice(0, CALL_BODY_CHARS) + (cut ? cutNote(CALL_BODY_CHARS) : "");
}

/** Bodies of one request's calls within REQUEST_BODIES_CHARS in all; later bodies give way to a note. */
export function boundRequestBodies<T extends { body?: string }>(calls: T[]): T[] {
  let left = REQUEST_BODIES_CHARS;
  return calls.map((c) => {
    if (typeof c.body !== "string") return c;
    const body = boundBody(c.body);
    if (body.length > left) return { ...c, body: "(not kept: this request's bodies passed the log's size limit)" };
    left -= body.length;
    return { ...c, body };
  });
}
