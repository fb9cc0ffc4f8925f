import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { caseSchema } from "./schema";

/** Every case file the project runs: the shared examples and the development cases in the repo. */
const CASE_DIRS = [
  path.resolve(process.cwd(), "../shared/tripletex/cases"),
  path.resolve(process.cwd(), "cases/dev"),
  path.resolve(process.cwd(), "cases/paraphrased"),
  path.resolve(process.cwd(), "cases/holdout"),
  path.resolve(process.cwd(), "cases/unseen"),
  path.resolve(process.cwd(), "cases/fresh"),
  path.resolve(process.cwd(), "cases/blind"),
  path.resolve(process.cwd(), "cases/mail-1"),
  path.resolve(process.cwd(), "cases/mail-2"),
  path.resolve(process.cwd(), "cases/mail-3"),
];

const caseFiles = CASE_DIRS.filter((d) => fs.existsSync(d)).flatMap((d) =>
  fs
    .readdirSync(d)
    .filter((f) => f.endsWith(".json"))
    .map((f) => path.join(d, f)),
);

describe("case files", () => {
  it("are present", () => {
    expect(caseFiles.length).toBeGreaterThanOrEqual(30);
  });

  it.each(caseFiles.map((f) => [path.relative(process.cwd(), f), f]))("%s is a valid case named by its id", (_name, file) => {
    const parsed = caseSchema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
    const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(problems).toEqual([]);
    if (!parsed.success) return;
    const c = parsed.data;
    expect(path.basename(file)).toBe(`${c.id}.json`);
    for (const f of c.files) expect(fs.existsSync(path.resolve(path.dirname(file), f.path)), `attachment ${f.path}`).toBe(true);
  });

  it("have unique ids", () => {
    const ids = caseFiles.map((f) => path.basename(f));
    const dev = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(dev).toEqual([]);
  });
});
