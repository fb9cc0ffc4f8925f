import { describe, expect, it } from "vitest";
import { storageProblem } from "./storage-error";

const libsql = (code: string, message: string) => Object.assign(new Error(message), { code });
/** drizzle wraps the driver's error, with the statement in its message. */
const drizzle = (cause: Error) => Object.assign(new Error('Failed query: insert into "dashboard_adjustments" ("id") values (?)\nparams: x'), { cause });

describe("storageProblem", () => {
  it("reads a read-only database through drizzle's wrapper, and says it without the SQL", () => {
    const p = storageProblem(drizzle(libsql("SQLITE_READONLY", "SQLITE_READONLY: attempt to write a readonly database")));
    expect(p).toMatchObject({ kind: "read_only", status: 503, message: "The server cannot write its database (read-only); ask the operator." });
    expect(JSON.stringify(p)).not.toMatch(/insert|dashboard_adjustments|params/i);
  });

  it("tells a busy, a full and an unopenable database apart", () => {
    expect(storageProblem(libsql("SQLITE_BUSY", "database is locked"))?.kind).toBe("busy");
    expect(storageProblem(libsql("SQLITE_FULL", "database or disk is full"))?.kind).toBe("full");
    expect(storageProblem(libsql("SQLITE_CANTOPEN", "unable to open database file"))?.kind).toBe("unavailable");
    expect(storageProblem(Object.assign(new Error("EROFS: read-only file system"), { code: "EROFS" }))?.kind).toBe("read_only");
  });

  it("finds the code in a message when the error object lost it", () => {
    expect(storageProblem(new Error("SQLITE_READONLY_DBMOVED: attempt to write a readonly database"))?.kind).toBe("read_only");
  });

  it("leaves other errors to their callers", () => {
    expect(storageProblem(new Error("socket hang up"))).toBeNull();
    expect(storageProblem(libsql("SQLITE_CONSTRAINT_UNIQUE", "UNIQUE constraint failed"))).toBeNull();
    expect(storageProblem(undefined)).toBeNull();
  });
});
