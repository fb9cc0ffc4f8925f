import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// Real files and a real start-up (a child process opening the database the way the server does).
const root = fs.mkdtempSync(path.join(os.tmpdir(), "private-files-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const modeOf = (p: string) => fs.statSync(p).mode & 0o777;
const oct = (m: number) => `0${m.toString(8)}`;

function start(dataDir: string): { stderr: string } {
  const r = spawnSync(process.execPath, ["--import", "tsx", "--conditions=react-server", path.join(__dirname, "open-db.child.ts")], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test" },
    encoding: "utf8",
    // A generous umask, as many systems have: what the server creates must not depend on it.
    timeout: 60_000,
  });
  if (r.status !== 0) throw new Error(`start-up failed (${r.status}): ${r.stderr}`);
  return { stderr: r.stderr };
}

describe("the data folder is private to the server's user", () => {
  it("a fresh start creates the folder 0700 and the database files 0600, with no warning", () => {
    const previous = process.umask(0o022);
    let out: { stderr: string };
    const dataDir = path.join(root, "fresh", "data");
    try {
      out = start(dataDir);
    } finally {
      process.umask(previous);
    }
    expect(oct(modeOf(dataDir))).toBe("0700");
    for (const f of ["app.db", "app.db-wal", "app.db-shm"]) {
      const p = path.join(dataDir, f);
      if (f !== "app.db" && !fs.existsSync(p)) continue; // SQLite removes -wal/-shm on a clean close
      expect([f, oct(modeOf(p))]).toEqual([f, "0600"]);
    }
    expect(out.stderr).not.toContain("[storage]");
  });

  it("an existing 0755 folder with 0644 files is made private at start-up, with one warning line naming them", () => {
    const dataDir = path.join(root, "old");
    fs.mkdirSync(path.join(dataDir, "recovery"), { recursive: true });
    start(dataDir); // an installation with a database …
    const files = ["app.db", "auth-secret", "recovery/observations-x.jsonl", "app.db-wal", "app.db-shm"];
    for (const f of files) fs.writeFileSync(path.join(dataDir, f), fs.existsSync(path.join(dataDir, f)) ? fs.readFileSync(path.join(dataDir, f)) : "secret\n");
    // … left readable by an older version: folders 0755, files 0644
    for (const d of [dataDir, path.join(dataDir, "recovery")]) fs.chmodSync(d, 0o755);
    for (const f of files) fs.chmodSync(path.join(dataDir, f), 0o644);

    const { stderr } = start(dataDir);
    expect(oct(modeOf(dataDir))).toBe("0700");
    expect(oct(modeOf(path.join(dataDir, "recovery")))).toBe("0700");
    for (const f of files) {
      const p = path.join(dataDir, f);
      if (fs.existsSync(p)) expect([f, oct(modeOf(p))]).toEqual([f, "0600"]);
    }
    const warnings = stderr.split("\n").filter((l) => l.includes("[storage]"));
    expect(warnings).toHaveLength(1);
    for (const f of ["app.db", "auth-secret", "observations-x.jsonl"]) expect(warnings[0]).toContain(f);
    expect(warnings[0]).toContain("0644 → 0600");
    expect(warnings[0]).toContain("0755 → 0700");

    // Fixed once: the next start says nothing.
    expect(start(dataDir).stderr).not.toContain("[storage]");
  });

  it("only takes permissions away: a read-only database file stays read-only", async () => {
    const { securePath } = await import("./private-files");
    const p = path.join(root, "ro.db");
    fs.writeFileSync(p, "");
    fs.chmodSync(p, 0o444);
    expect(securePath(p)).toEqual({ path: p, from: 0o444, to: 0o400 });
    expect(oct(modeOf(p))).toBe("0400");
  });

  it("leaves symbolic links alone (never follows one out of the folder)", async () => {
    const { secureTree } = await import("./private-files");
    const dir = path.join(root, "links");
    fs.mkdirSync(dir, { mode: 0o700 });
    const outside = path.join(root, "outside.txt");
    fs.writeFileSync(outside, "x");
    fs.chmodSync(outside, 0o644);
    fs.symlinkSync(outside, path.join(dir, "link"));
    expect(secureTree(dir)).toEqual([]);
    expect(oct(modeOf(outside))).toBe("0644");
  });
});
