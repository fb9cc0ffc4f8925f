import { z } from "zod";

/*
 * Every argument of a server action is untrusted: any client can call an action with any JSON
 * (its id is in the page's scripts). An argument that does not fit the action's schema is refused
 * with a short plain message, the equivalent of a 4xx, instead of throwing (which Next answers 500).
 */

const MAX_MESSAGE = 400;
const MAX_ISSUES = 5;

/** The schema's first complaints in a few plain lines; never the input itself. */
export function inputProblem(err: z.ZodError): string {
  const text = z.prettifyError(new z.ZodError(err.issues.slice(0, MAX_ISSUES)));
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
}

/** Runs `run` with the parsed argument, or answers `refuse(message)` when `raw` does not fit `schema`. */
export async function withInput<S extends z.ZodType, R, F>(
  schema: S,
  raw: unknown,
  refuse: (message: string, err: z.ZodError) => F,
  run: (input: z.output<S>) => R | Promise<R>,
): Promise<R | F> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return refuse(inputProblem(parsed.error), parsed.error);
  return run(parsed.data);
}

/**
 * A schema for a form action's form: a FormData (anything else is refused), of which the named
 * fields' values (undefined when absent; the last one when a field is sent twice, as
 * `Object.fromEntries(form)` reads it) are checked by `fields`.
 */
export function formInput<S extends z.ZodType>(names: readonly string[], fields: S) {
  // The fields' schema judges what the form holds; its declared input type is what the browser's form sends.
  const judged = fields as unknown as z.ZodType<z.output<S>, FormFields>;
  return z
    .instanceof(FormData, { message: "Expected the form's data." })
    .transform((form): FormFields => Object.fromEntries(names.map((n) => [n, form.getAll(n).at(-1)])))
    .pipe(judged);
}

type FormFields = Record<string, FormDataEntryValue | undefined>;
