import { jsonShape, MAX_JSON_DEPTH } from "./json";
import { BodyTooLargeError, readRequestBytes } from "./read-limited";

/*
 * The shape of a server action request, checked before Next decodes it. Next answers 500 to every
 * body its decoder cannot take (not JSON, over the size limit, nested deeper than the stack allows,
 * more than 1,000 arguments, a bare number as the argument list): none of these reach the action,
 * so the action's own validation cannot turn them into a refusal. This check can: the proxy runs it
 * on every request carrying a `Next-Action` header and answers 400 or 413 with a plain message.
 */

/** Same as `experimental.serverActions.bodySizeLimit` in next.config.mjs ("8mb"). */
export const ACTION_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/** No action of the app takes more than two arguments (a form action's previous state and its form). */
export const MAX_ACTION_ARGS = 8;

/**
 * Values (items, objects) in one row: ten times the largest argument the app sends (a brushed
 * region of 10,000 cells). More would only make the action's schema list as many complaints.
 */
export const MAX_ACTION_VALUES = 100_000;

export type ActionBodyCheck = { ok: true } | { ok: false; status: 400 | 413; message: string };

const refuse = (message: string): ActionBodyCheck => ({ ok: false, status: 400, message });

/** A row of the encoded arguments: JSON, shallow, and (for the root row) a short list. */
function checkRow(text: string, root: boolean): ActionBodyCheck {
  const shape = jsonShape(text, MAX_JSON_DEPTH, MAX_ACTION_VALUES);
  if (shape.depth > MAX_JSON_DEPTH) return refuse(`The action's arguments are nested deeper than ${MAX_JSON_DEPTH} levels.`);
  if (shape.values > MAX_ACTION_VALUES) return refuse(`The action's arguments hold more than ${MAX_ACTION_VALUES.toLocaleString("en")} values.`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse("The action's arguments are not valid JSON.");
  }
  if (!root) return { ok: true };
  if (!Array.isArray(value)) return refuse("The action's arguments must be a JSON list.");
  if (value.length > MAX_ACTION_ARGS) return refuse(`An action takes at most ${MAX_ACTION_ARGS} arguments.`);
  return { ok: true };
}

/**
 * A body sent as one text: its single row is the argument list. `size` is its length in bytes,
 * checked by the caller while reading.
 */
export function checkActionText(text: string): ActionBodyCheck {
  return checkRow(text, true);
}

/**
 * A multipart body: the rows are the fields named by a number ("0" is the argument list); other
 * fields (`1_prompt`, files) are a form's own values and are left to the action.
 */
export function checkActionForm(form: FormData): ActionBodyCheck {
  let sawRoot = false;
  for (const [name, value] of form.entries()) {
    if (!/^\d+$/.test(name) || typeof value !== "string") continue;
    if (name === "0") sawRoot = true;
    const r = checkRow(value, name === "0");
    if (!r.ok) return r;
  }
  return sawRoot ? { ok: true } : refuse("The action's arguments are missing.");
}

export const TOO_LARGE: ActionBodyCheck = {
  ok: false,
  status: 413,
  message: `The request is larger than ${ACTION_BODY_LIMIT_BYTES / (1024 * 1024)} MB.`,
};

/** Reads the request's body (a copy: Next hands the action its own) up to the limit and checks it. */
export async function checkActionRequest(request: Request): Promise<ActionBodyCheck> {
  let bytes: Uint8Array;
  try {
    bytes = await readRequestBytes(request, ACTION_BODY_LIMIT_BYTES);
  } catch (err) {
    if (err instanceof BodyTooLargeError) return TOO_LARGE;
    return refuse("The request's body could not be read.");
  }
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type)) return checkActionText(new TextDecoder().decode(bytes));
  let form: FormData;
  try {
    form = await new Request("http://action.invalid/", { method: "POST", headers: { "content-type": type }, body: bytes as BodyInit }).formData();
  } catch {
    return refuse("The request's form data is malformed.");
  }
  return checkActionForm(form);
}
