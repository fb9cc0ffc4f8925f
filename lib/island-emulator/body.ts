import type { z } from "zod";
import { unprocessable } from "./responses";

/** The request's JSON body, or a 422 naming what is wrong with it. */
export async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (text.trim() === "") throw unprocessable("Request body is empty: expected a JSON object");
  try {
    return JSON.parse(text);
  } catch {
    throw unprocessable("Request body is not valid JSON");
  }
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
