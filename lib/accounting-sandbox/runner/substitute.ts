import { PLACEHOLDER } from "./schema";

/** Values the placeholders of a case resolve against: `company` plus each named setup step. */
export type Bindings = Record<string, unknown>;

export class PlaceholderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PlaceholderError";
  }
}

/** Follows a dotted path (`a.b`, `values.0.id`) into a value; arrays are indexed by number. */
export function lookup(bindings: Bindings, name: string, dottedPath: string): unknown {
  if (!(name in bindings)) throw new PlaceholderError(`$${name} is not defined`);
  let current: unknown = bindings[name];
  const segments = dottedPath === "" ? [] : dottedPath.slice(1).split(".");
  for (const seg of segments) {
    if (Array.isArray(current) && /^\d+$/.test(seg)) current = current[Number(seg)];
    else if (current !== null && typeof current === "object" && !Array.isArray(current)) current = (current as Record<string, unknown>)[seg];
    else current = undefined;
    if (current === undefined) throw new PlaceholderError(`$${name}${dottedPath} has no value`);
  }
  return current;
}

/**
 * Replaces placeholders throughout a JSON value: a whole string `$NAME.a.b` becomes the value
 * found there (type kept), and `${NAME.a.b}` inside a longer string is interpolated as text.
 * Object keys are left alone (matcher operators such as `$some` live there).
 */
export function substitute<T>(value: T, bindings: Bindings): T {
  return walk(value, bindings) as T;
}

function walk(value: unknown, bindings: Bindings): unknown {
  if (typeof value === "string") return substituteString(value, bindings);
  if (Array.isArray(value)) return value.map((v) => walk(v, bindings));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, bindings)]));
  }
  return value;
}

function substituteString(s: string, bindings: Bindings): unknown {
  const whole = PLACEHOLDER.WHOLE_REF.exec(s);
  if (whole) return lookup(bindings, whole[1], whole[2]);
  return s.replace(PLACEHOLDER.INLINE_REF, (_m, name: string, dotted: string) => {
    const v = lookup(bindings, name, dotted);
    if (v !== null && typeof v === "object") throw new PlaceholderError(`\${${name}${dotted}} is not a scalar`);
    return String(v);
  });
}
