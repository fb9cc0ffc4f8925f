import fs from "node:fs";
import path from "node:path";

/*
 * Calling the app's server actions over HTTP, as the browser's React runtime does: a POST to a
 * page that uses the action, with its id in `Next-Action` and the arguments as a JSON array.
 * The ids are read from the production build's manifest, so any client (not only this app's
 * pages) can be played — which is what a hostile teammate would do.
 */

type Manifest = { node: Record<string, { filename: string; exportedName: string }> };

let manifest: Manifest | undefined;

/** The id of `exportedName` from `filename` (e.g. "app/(dashboard)/rounds/[roundId]/actions.ts"). */
export function actionId(filename: string, exportedName: string): string {
  manifest ??= JSON.parse(fs.readFileSync(path.resolve(__dirname, "..", "..", ".next", "server", "server-reference-manifest.json"), "utf8")) as Manifest;
  const hit = Object.entries(manifest.node).find(([, v]) => v.filename === filename && v.exportedName === exportedName);
  if (!hit) throw new Error(`no server action ${exportedName} in ${filename} in the build`);
  return hit[0];
}

export type ActionAnswer<T> = { status: number; value: T | undefined; raw: string };

/**
 * Calls an action with one argument and returns what it resolved to (the flight answer's row 1),
 * or undefined with the raw text when it did not answer a value (a redirect, an error page).
 */
export async function callAction<T = unknown>(
  baseUrl: string,
  pagePath: string,
  action: { file: string; name: string },
  arg: unknown,
  cookie: string,
): Promise<ActionAnswer<T>> {
  const res = await fetch(`${baseUrl}${pagePath}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "next-action": actionId(action.file, action.name),
      "content-type": "text/plain;charset=UTF-8",
      accept: "text/x-component",
      origin: baseUrl,
      cookie,
    },
    body: JSON.stringify([arg]),
  });
  const raw = await res.text();
  const row = raw.split("\n").find((line) => line.startsWith("1:"));
  let value: T | undefined;
  try {
    value = row ? (JSON.parse(row.slice(2)) as T) : undefined;
  } catch {
    value = undefined;
  }
  return { status: res.status, value, raw };
}

export const ROUND_ACTIONS = "app/(dashboard)/rounds/[roundId]/actions.ts";
export const roundAction = (name: string) => ({ file: ROUND_ACTIONS, name });
