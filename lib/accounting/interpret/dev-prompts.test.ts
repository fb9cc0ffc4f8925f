import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TASK_TYPES } from "@/lib/accounting/tasks";
import { interpret } from "./index";
import { interpretWithRules } from "./rules";
import type { Interpretation, SolveFile } from "./types";

/**
 * Every development prompt (500 real requests labelled with the task number) must be placed
 * on the right task type by the rules interpreter, and yield a task that validates.
 */

const SHARED = path.join(process.cwd(), "../shared/tripletex");

interface DevPrompt {
  task: number;
  language: string;
  prompt: string;
  attachments: string[];
}

const rows: DevPrompt[] = fs
  .readFileSync(path.join(SHARED, "prompts-dev.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l));

function file(name: string): SolveFile {
  return {
    filename: name,
    mime_type: name.endsWith(".pdf") ? "application/pdf" : "text/csv",
    content_base64: fs.readFileSync(path.join(SHARED, "attachments", name)).toString("base64"),
  };
}

describe("task type over every development prompt", () => {
  it("recognises ≥ 99 % of the 500 prompts and extracts a valid task", async () => {
    expect(rows.length).toBe(500);
    let right = 0;
    let valid = 0;
    const confusions = new Map<string, number>();
    const perLanguage = new Map<string, { right: number; all: number }>();
    for (const row of rows) {
      // A dev row lists every data set's attachment for its (fixed) prompt text; a request carries one.
      const files = row.attachments.slice(0, 1).map(file);
      const want = TASK_TYPES[row.task - 1].name;
      let result: Interpretation | undefined;
      try {
        result = await interpret(row.prompt, files);
        valid++;
      } catch {
        result = undefined;
      }
      const got = result?.task.type ?? "(no valid task)";
      const lang = perLanguage.get(row.language) ?? { right: 0, all: 0 };
      lang.all++;
      if (got === want) {
        right++;
        lang.right++;
      } else {
        const key = `${String(row.task).padStart(2, "0")} ${want} → ${got}`;
        confusions.set(key, (confusions.get(key) ?? 0) + 1);
      }
      perLanguage.set(row.language, lang);
    }
    const byLanguage = [...perLanguage].map(([l, s]) => `${l} ${s.right}/${s.all}`).join(", ");
    console.log(
      `task type: ${right}/${rows.length} right (${((100 * right) / rows.length).toFixed(1)} %), ${valid} valid tasks; ${byLanguage}`,
    );
    console.log(confusions.size ? `confusions:\n${[...confusions].map(([k, n]) => `  ${k}: ${n}`).join("\n")}` : "confusions: none");
    expect(right / rows.length).toBeGreaterThanOrEqual(0.99);
    expect(valid / rows.length).toBeGreaterThanOrEqual(0.99);
  });

  it("reads every field its task expects from every prompt without attachments (the year-end's tax in Portuguese too)", () => {
    const missing = rows
      .filter((r) => r.attachments.length === 0)
      .flatMap((r) => {
        const read = interpretWithRules(r.prompt, [], { today: "2026-03-20" });
        return read.gate.missing.length ? [`${r.task} ${r.language}: ${read.gate.missing.join(", ")}`] : [];
      });
    expect(missing).toEqual([]);
  });

  it("reads every attachment variant of the document prompts into a complete task", async () => {
    const problems: string[] = [];
    let variants = 0;
    for (const row of rows.filter((r) => r.attachments.length > 0)) {
      for (const name of row.attachments) {
        variants++;
        try {
          const result = await interpret(row.prompt, [file(name)]);
          if (result.task.type !== TASK_TYPES[row.task - 1].name) problems.push(`${name}: ${result.task.type}`);
          for (const w of result.warnings) problems.push(`${name}: ${w}`);
        } catch (err) {
          problems.push(`${name}: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    }
    console.log(`attachment variants: ${variants - problems.length}/${variants} complete`);
    expect(problems).toEqual([]);
  });
});
