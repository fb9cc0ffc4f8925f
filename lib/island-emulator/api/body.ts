import type { z } from "zod";
import { env } from "@/lib/env";
import { MAX_JSON_DEPTH, parseJsonText } from "@/lib/http/json";
import { BodyTooLargeError, readRequestText } from "@/lib/http/read-limited";
import { ApiError, unprocessable } from "./responses";

/**
 * The request's JSON body, or a 422 naming what is wrong with it. The body is read with a byte
 * cap (a 40×40×6 tensor is well under 1 MB): a larger one answers 413 before it is held whole.
 */
export async function readJson(req: Request): Promise<unknown> {
  const maxBytes = env().ISLAND_EMULATOR_MAX_BODY_BYTES;
  let text: string;
  try {
    text = await readRequestText(req, maxBytes);
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw new ApiError(413, `Request body is larger than ${maxBytes} bytes`);
    throw err;
  }
  const parsed = parseJsonText(text);
  if (parsed.ok) return parsed.value;
  if (parsed.reason === "empty") throw unprocessable("Request body is empty: expected a JSON object");
  if (parsed.reason === "too_deep") throw unprocessable(`Request body is nested deeper than ${MAX_JSON_DEPTH} levels`);
  throw unprocessable("Request body is not valid JSON");
}

/** Parses with a zod schema; a failure answers 422 with the first problems, field by field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length > 0 ? i.path.join(".") : "body"}: ${i.message}`);
  throw unprocessable(`Invalid request: ${problems.join("; ")}`);
}
