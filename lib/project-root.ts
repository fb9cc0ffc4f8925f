import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project folder (the one with package.json and next.config.mjs), found upwards from this
 * module's own file, so a default path means the same folder whichever folder the server or a
 * script was started in. The build's output (.next/, with its own package.json) lies inside it.
 */

const isProjectRoot = (dir: string) => fs.existsSync(path.join(dir, "package.json")) && fs.existsSync(path.join(dir, "next.config.mjs"));

/** The nearest folder at or above `from` that `isRoot` accepts, or null. */
export function findProjectRoot(from: string, isRoot: (dir: string) => boolean = isProjectRoot): string | null {
  let dir = path.resolve(from);
  for (;;) {
    if (isRoot(dir)) return dir;
    const up = path.dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

function moduleDir(): string | null {
  try {
    return path.dirname(fileURLToPath(import.meta.url));
  } catch {
    return null;
  }
}

let cached: string | undefined;

/** The project folder; the working folder only when this module lies outside any project folder. */
export function projectRoot(): string {
  if (cached) return cached;
  const here = moduleDir();
  cached = (here && findProjectRoot(here)) ?? findProjectRoot(process.cwd()) ?? process.cwd();
  return cached;
}

/** `p` resolved against the project folder (an absolute `p` stays as it is). */
export const fromProjectRoot = (p: string) => path.resolve(projectRoot(), p);
