import fs from "node:fs";
import path from "node:path";

/**
 * The data folder holds secrets (the database with the emulator's JWT signing key, the session
 * secret, the access code, paid answers): readable by the server's user alone. Folders are 0700,
 * files 0600. Whatever an older version or a generous umask left wider is narrowed at start-up,
 * and the operator is told once, in one line.
 */

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Group and other bits: any of them set means another local account can read or enter. */
const OTHERS = 0o077;

export type ModeFix = { path: string; from: number; to: number };

/** Creates the folder (and missing parents) as 0700; an existing one is left to `securePath`. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Narrows one folder or regular file to at most 0700/0600 if group or others have any access.
 * Symbolic links and other kinds of files are left alone (never followed). Returns the fix made.
 */
export function securePath(p: string): ModeFix | null {
  let st: fs.Stats;
  try {
    st = fs.lstatSync(p);
  } catch {
    return null;
  }
  const limit = st.isDirectory() ? PRIVATE_DIR_MODE : st.isFile() ? PRIVATE_FILE_MODE : null;
  if (limit === null) return null;
  const from = st.mode & 0o777;
  if ((from & OTHERS) === 0) return null;
  // Only takes away: a file the operator made read-only (0444) stays read-only (0400).
  const to = from & limit;
  try {
    fs.chmodSync(p, to);
  } catch (err) {
    // Not ours to change (another owner, an immutable or read-only file): say so, do not stop.
    console.warn(`[storage] ${p} is readable by other local users (0${from.toString(8)}) and could not be made private: ${(err as { code?: string }).code ?? err}`);
    return null;
  }
  return { path: p, from, to };
}

/** The folder, its files and its sub-folders' files (two levels: the data folder is flat). */
export function secureTree(dir: string, depth = 2): ModeFix[] {
  const fixes: ModeFix[] = [];
  const fix = securePath(dir);
  if (fix) fixes.push(fix);
  if (depth <= 0) return fixes;
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return fixes;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) fixes.push(...secureTree(p, depth - 1));
    else if (e.isFile()) {
      const f = securePath(p);
      if (f) fixes.push(f);
    }
  }
  return fixes;
}

/** A database file and the files SQLite keeps beside it. */
export function databaseFiles(file: string): string[] {
  return [file, `${file}-wal`, `${file}-shm`, `${file}-journal`];
}

/**
 * Creates a database file as 0600 before SQLite opens it (SQLite gives the -wal and -shm files the
 * database file's mode), so a fresh installation never has a readable database, even briefly.
 */
export function precreatePrivateFile(file: string): void {
  try {
    fs.closeSync(fs.openSync(file, fs.constants.O_CREAT | fs.constants.O_WRONLY, PRIVATE_FILE_MODE));
  } catch {
    // e.g. a read-only folder: opening the database reports it
  }
}

export function describeFixes(fixes: ModeFix[]): string {
  const oct = (m: number) => `0${m.toString(8)}`;
  const list = fixes.map((f) => `${f.path} ${oct(f.from)} → ${oct(f.to)}`).join(", ");
  return `[storage] Other local users could read the server's data (secrets and the database); made it private: ${list}`;
}
