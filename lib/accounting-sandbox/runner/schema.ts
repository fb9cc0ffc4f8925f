import { z } from "zod";

/**
 * The case format v1 (../shared/tripletex/CASES.md) as zod schemas.
 * Steps, checks and matchers are strict so that a misspelt key is an error, not a silently
 * ignored condition; the case object itself tolerates extra keys for forward compatibility.
 */

export const LANGUAGES = ["nb", "nn", "en", "es", "pt", "de", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be an ISO date YYYY-MM-DD");

/** A reference name given with `as`; `company` is reserved for the fresh company's facts. */
const refName = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "must be an identifier (letters, digits, _)")
  .refine((n) => n !== "company", { message: "`company` is reserved for the company's facts" });

const apiPath = z.string().startsWith("/", "must start with /");

/** Query values as they appear in case files; arrays are sent comma-separated. */
const queryValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);
const query = z.record(z.string(), queryValue);

export const setupStepSchema = z
  .strictObject({
    as: refName.optional(),
    method: z.enum(["GET", "POST", "PUT", "DELETE"]),
    path: apiPath,
    query: query.optional(),
    body: z.unknown().optional(),
    pick: z.number().int().nonnegative().optional(),
  })
  .refine((s) => s.pick === undefined || s.method === "GET", { message: "`pick` is only allowed on a GET step" });
export type SetupStep = z.infer<typeof setupStepSchema>;

/** Literal matchers: strings, numbers, booleans and null. */
const literal = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type Literal = z.infer<typeof literal>;

export type Matcher =
  | Literal
  | {
      $approx?: number;
      tol?: number;
      $contains?: string;
      $in?: Literal[];
      $gt?: number;
      $gte?: number;
      $lt?: number;
      $lte?: number;
      $exists?: boolean;
      $some?: FieldSpec;
      $all?: FieldSpec;
      $not?: Matcher;
    };
/** Dotted field path → matcher. */
export type FieldSpec = { [path: string]: Matcher };

const OPERATORS = ["$approx", "$contains", "$in", "$gt", "$gte", "$lt", "$lte", "$exists", "$some", "$all", "$not"];

export const matcherSchema: z.ZodType<Matcher> = z.lazy(() =>
  z.union([
    literal,
    z
      .strictObject({
        $approx: z.number().optional(),
        tol: z.number().nonnegative().optional(),
        $contains: z.string().optional(),
        $in: z.array(literal).optional(),
        $gt: z.number().optional(),
        $gte: z.number().optional(),
        $lt: z.number().optional(),
        $lte: z.number().optional(),
        $exists: z.boolean().optional(),
        $some: fieldSpecSchema.optional(),
        $all: fieldSpecSchema.optional(),
        $not: matcherSchema.optional(),
      })
      .refine((m) => OPERATORS.some((op) => op in m), { message: "an operator object needs at least one $operator" })
      .refine((m) => m.tol === undefined || m.$approx !== undefined, { message: "`tol` only goes with `$approx`" }),
  ]),
);

export const fieldSpecSchema: z.ZodType<FieldSpec> = z.lazy(() =>
  z.record(z.string().regex(/^[^.\s]+(\.[^.\s]+)*$/, "must be a dotted field path"), matcherSchema),
);

export const checkSchema = z.strictObject({
  name: z.string().min(1),
  points: z.number().positive(),
  get: apiPath,
  query: query.optional(),
  where: fieldSpecSchema.optional(),
  expect: fieldSpecSchema.optional(),
  count: z.number().int().nonnegative().optional(),
});
export type Check = z.infer<typeof checkSchema>;

export const caseFileSchema = z.strictObject({
  filename: z.string().min(1),
  mime_type: z.string().min(1),
  path: z.string().min(1),
});

export const caseSchema = z
  .looseObject({
    id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "must be a file-name-safe id"),
    task: z.number().int().min(1).max(30),
    tier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    language: z.enum(LANGUAGES),
    today: isoDate,
    prompt: z.string().min(1),
    files: z.array(caseFileSchema).default([]),
    setup: z.array(setupStepSchema).default([]),
    checks: z.array(checkSchema).min(1),
    bestWrites: z.number().int().nonnegative(),
    notes: z.string().optional(),
  })
  .superRefine((c, ctx) => {
    // Every placeholder must name the company or a step answered before it is used.
    const known = new Set<string>(["company"]);
    c.setup.forEach((step, i) => {
      for (const name of referencedNames([step.path, step.query, step.body])) {
        if (!known.has(name)) {
          ctx.addIssue({ code: "custom", path: ["setup", i], message: `refers to $${name} before any step is named so` });
        }
      }
      if (step.as !== undefined) {
        if (known.has(step.as)) ctx.addIssue({ code: "custom", path: ["setup", i, "as"], message: `name "${step.as}" used twice` });
        known.add(step.as);
      }
    });
    c.checks.forEach((check, i) => {
      for (const name of referencedNames([check.get, check.query, check.where, check.expect])) {
        if (!known.has(name)) ctx.addIssue({ code: "custom", path: ["checks", i], message: `refers to unknown $${name}` });
      }
    });
  });
export type Case = z.infer<typeof caseSchema>;

const WHOLE_REF = /^\$([A-Za-z_][A-Za-z0-9_]*)((?:\.[^.\s]+)*)$/;
const INLINE_REF = /\$\{([A-Za-z_][A-Za-z0-9_]*)((?:\.[^.}\s]+)*)\}/g;

/** The names a value refers to through `$NAME…` or `${NAME…}` placeholders. */
export function referencedNames(value: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === "string") {
      const whole = WHOLE_REF.exec(v);
      if (whole && !OPERATORS.includes(`$${whole[1]}`)) names.add(whole[1]);
      for (const m of v.matchAll(INLINE_REF)) names.add(m[1]);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(value);
  return names;
}

export const PLACEHOLDER = { WHOLE_REF, INLINE_REF };
