import fs from "node:fs/promises";
import path from "node:path";
import { caseSchema, type Case } from "./schema";
import type { SolveFile } from "./agent";

export type LoadedCase = { file: string; case: Case };
export type CaseLoadError = { file: string; error: string };

/** Parses and validates one case file; an invalid file yields a readable error, never a throw. */
export async function loadCaseFile(file: string): Promise<LoadedCase | CaseLoadError> {
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.readFile(file, "utf8"));
  } catch (e) {
    return { file, error: `not readable JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  const parsed = caseSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".") || "(case)"}: ${i.message}`);
    return { file, error: `invalid case: ${issues.join("; ")}` };
  }
  return { file, case: parsed.data };
}

export function isLoadError(x: LoadedCase | CaseLoadError): x is CaseLoadError {
  return "error" in x;
}

/** The case files in a directory (or the one file given), ordered by task then id. */
export async function loadCases(dirOrFile: string): Promise<(LoadedCase | CaseLoadError)[]> {
  const stat = await fs.stat(dirOrFile);
  const files = stat.isDirectory()
    ? (await fs.readdir(dirOrFile)).filter((f) => f.endsWith(".json")).map((f) => path.join(dirOrFile, f))
    : [dirOrFile];
  const loaded = await Promise.all(files.map(loadCaseFile));
  return loaded.sort((a, b) => sortKey(a).localeCompare(sortKey(b), "en", { numeric: true }));
}

function sortKey(x: LoadedCase | CaseLoadError): string {
  return isLoadError(x) ? `99 ${path.basename(x.file)}` : `${String(x.case.task).padStart(2, "0")} ${x.case.id}`;
}

/** The case's attachments as `/solve` files; paths are relative to the case file. */
export async function readAttachments(loaded: LoadedCase): Promise<SolveFile[]> {
  const dir = path.dirname(loaded.file);
  return Promise.all(
    loaded.case.files.map(async (f) => ({
      filename: f.filename,
      mime_type: f.mime_type,
      content_base64: (await fs.readFile(path.resolve(dir, f.path))).toString("base64"),
    })),
  );
}
