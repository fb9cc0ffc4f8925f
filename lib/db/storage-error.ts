/**
 * One reading of storage failures for every path that shows them (the workspace, sign-in, the
 * emulators' APIs): what the user can do about it in plain words, never the SQL or the file name
 * of the failing statement. Errors that are not about storage give null, so callers keep theirs.
 */

export type StorageProblemKind = "read_only" | "busy" | "full" | "unavailable";

export type StorageProblem = {
  kind: StorageProblemKind;
  title: string;
  message: string;
  action: string;
  /** The HTTP status an API answers with: the request was fine, the server cannot serve it now. */
  status: 503;
};

const ASK = "ask the operator";

const PROBLEMS: Record<StorageProblemKind, Omit<StorageProblem, "kind" | "status">> = {
  read_only: {
    title: "The server cannot save",
    message: `The server cannot write its database (read-only); ${ASK}.`,
    action: "Nothing was saved. Ask the operator to make the data folder writable, then try again.",
  },
  busy: {
    title: "The database is busy",
    message: "The server's database stayed locked by another program for too long.",
    action: "Try again in a moment; if it keeps happening, ask the operator what else uses the database.",
  },
  full: {
    title: "The server's disk is full",
    message: `The server cannot write its database (the disk is full); ${ASK}.`,
    action: "Nothing was saved. Ask the operator to free space, then try again.",
  },
  unavailable: {
    title: "The server cannot open its database",
    message: `The server cannot open or read its database; ${ASK}.`,
    action: "Ask the operator to check the data folder and the server log.",
  },
};

const CODES: [RegExp, StorageProblemKind][] = [
  [/^SQLITE_READONLY/, "read_only"],
  [/^(EROFS|EACCES|EPERM)$/, "read_only"],
  [/^SQLITE_(BUSY|LOCKED)/, "busy"],
  [/^(SQLITE_FULL|ENOSPC|EDQUOT)$/, "full"],
  [/^SQLITE_(CANTOPEN|IOERR|CORRUPT|NOTADB|PERM|AUTH)/, "unavailable"],
];

/** The code of an error or of anything in its cause chain (drizzle wraps the driver's error). */
function codesOf(err: unknown): string[] {
  const codes: string[] = [];
  let e: unknown = err;
  for (let depth = 0; e && typeof e === "object" && depth < 8; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
    const message = (e as { message?: unknown }).message;
    // Some paths only keep the message ("SQLITE_READONLY: attempt to write a readonly database").
    if (typeof message === "string") {
      const m = /\b(SQLITE_[A-Z_]+)\b/.exec(message);
      if (m) codes.push(m[1]);
    }
    e = (e as { cause?: unknown }).cause;
  }
  return codes;
}

/** What a storage failure means for the user, or null when the error is not about storage. */
export function storageProblem(err: unknown): StorageProblem | null {
  for (const code of codesOf(err)) {
    for (const [pattern, kind] of CODES) {
      if (pattern.test(code)) return { kind, status: 503, ...PROBLEMS[kind] };
    }
  }
  return null;
}
