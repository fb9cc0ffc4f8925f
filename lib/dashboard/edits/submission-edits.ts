import { z } from "zod";
import { pinInputSchema } from "@/lib/island/regime/pins";
import { adjustmentBodySchema, type AdjustmentBody } from "./adjust";

/**
 * What a submission was made of, as the screen stated it and as the server recorded it: the
 * pins and adjustments that went into the tensor (with who made each and when) and the expected
 * score the screen showed for exactly that. Pure: shared by the workspace (which says what it
 * sends) and the server (which sends it and keeps the record for the after-the-round review).
 */

const MAX_PINS = 32;
const MAX_ADJUSTMENTS = 200;

/** A short, order-independent fingerprint of an adjustment's effect (label left out). */
export function adjustmentFingerprint(a: Pick<AdjustmentBody, "mode" | "weights" | "target" | "strength" | "region" | "seeds">): string {
  const r = a.region;
  const region = r.kind === "rect" ? `r${r.x},${r.y},${r.w},${r.h}` : r.kind === "site" ? `s${r.x},${r.y}` : `c${r.cells.length}:${r.cells.join(",")}`;
  const text = [a.mode, a.weights.join(","), a.target.join(","), a.strength, [...a.seeds].sort().join(","), region].join("|");
  // FNV-1a, 32 bits: enough to tell "the same adjustment" from "changed since the screen read it".
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

const estimateSchema = z.object({ mean: z.number().finite(), lo: z.number().finite(), hi: z.number().finite() });
export type ShownEstimate = z.infer<typeof estimateSchema>;

/** What the workspace says a Submit sends (a browser's claim: bounded, checked by the server). */
export const shownSubmissionSchema = z.object({
  pins: z.array(pinInputSchema).max(MAX_PINS),
  adjustments: z.array(z.object({ id: z.string().min(1).max(100), fingerprint: z.string().regex(/^[0-9a-f]{8}$/) })).max(MAX_ADJUSTMENTS),
  observationCount: z.number().int().min(0).max(10_000),
  /** The seed's expected score as shown, or null when the screen marked it as updating. */
  expected: estimateSchema.nullable(),
});
export type ShownSubmission = z.infer<typeof shownSubmissionSchema>;

export const recordedPinSchema = z.object({
  rate: z.string(),
  value: z.number(),
  likeRound: z.number().nullable().catch(null),
  setBy: z.string().nullable().catch(null),
  /** ISO time the pin was set. */
  at: z.string(),
});
export type RecordedPin = z.infer<typeof recordedPinSchema>;

export const recordedAdjustmentSchema = z.object({
  id: z.string(),
  body: adjustmentBodySchema,
  by: z.string().nullable().catch(null),
  at: z.string(),
});
export type RecordedAdjustment = z.infer<typeof recordedAdjustmentSchema>;

export const submissionEditsSchema = z.object({
  pins: z.array(recordedPinSchema),
  adjustments: z.array(recordedAdjustmentSchema),
});
export type SubmissionEdits = z.infer<typeof submissionEditsSchema>;

/** Stored expected score: the figure shown, or pending when the screen said "updating". */
export const recordedExpectedSchema = z.union([estimateSchema, z.object({ pending: z.literal(true) })]);
export type RecordedExpected = z.infer<typeof recordedExpectedSchema>;

/** Parses a stored JSON field; a damaged or missing one reads as null. */
export function parseStored<T>(schema: z.ZodType<T>, text: string | null): T | null {
  if (!text) return null;
  try {
    const r = schema.safeParse(JSON.parse(text));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/**
 * Why the screen's account of the adjustments does not match the team's stored ones (null: it
 * does). A Submit that would send something else than the screen said is refused instead.
 */
export function adjustmentMismatch(shown: ShownSubmission["adjustments"], stored: readonly (AdjustmentBody & { id: string })[]): string | null {
  const byId = new Map(stored.map((a) => [a.id, a]));
  if (shown.length !== stored.length) return `the screen lists ${shown.length} adjustment${shown.length === 1 ? "" : "s"} for this seed, the team has ${stored.length} now`;
  for (const s of shown) {
    const a = byId.get(s.id);
    if (!a) return "an adjustment the screen lists was removed by a teammate";
    if (adjustmentFingerprint(a) !== s.fingerprint) return `“${a.label || "an adjustment"}” was changed by a teammate`;
  }
  return null;
}

/** "with your 8 pins and 1 adjustment" / "with the model alone" */
export function describeSent(pinCount: number, adjustmentCount: number): string {
  const parts: string[] = [];
  if (pinCount) parts.push(`${pinCount} pin${pinCount === 1 ? "" : "s"}`);
  if (adjustmentCount) parts.push(`${adjustmentCount} adjustment${adjustmentCount === 1 ? "" : "s"}`);
  return parts.length ? `with your ${parts.join(" and ")}` : "the model alone (no pins, no adjustments)";
}
