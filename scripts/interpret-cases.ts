/**
 * Interpretation report over case files: the task type read from each prompt against the case's
 * own task, the fields read, and what the gate held back. No accounting API is contacted.
 *
 *   npx tsx --conditions=react-server scripts/interpret-cases.ts DIR [DIR…] [--only-wrong] [--json]
 */
import fs from "node:fs";
import path from "node:path";
import { interpretWithRules } from "@/lib/accounting/interpret";
import { parseDocument, readFiles } from "@/lib/accounting/files";
import { TASK_TYPES } from "@/lib/accounting/tasks";

async function main() {
  const args = process.argv.slice(2);
  const onlyWrong = args.includes("--only-wrong");
  const json = args.includes("--json");
  const dirs = args.filter((a) => !a.startsWith("--"));
  let right = 0;
  let all = 0;
  for (const dir of dirs) {
    for (const f of fs.readdirSync(dir).filter((x) => x.endsWith(".json")).sort()) {
      const c = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
      const files = (c.files ?? []).map((x: { filename: string; mime_type: string; path: string }) => ({
        filename: x.filename,
        mime_type: x.mime_type,
        content_base64: fs.readFileSync(path.resolve(dir, x.path)).toString("base64"),
      }));
      const docs = (await readFiles(files)).map(parseDocument);
      const r = interpretWithRules(c.prompt, docs, { today: c.today });
      const want = TASK_TYPES[c.task - 1].name;
      const ok = r.classification.type === want;
      all++;
      if (ok) right++;
      if (onlyWrong && ok && r.task) continue;
      console.log(`${ok ? "  " : "XX"} ${c.id} → ${r.classification.type} (${r.classification.score.toFixed(1)} vs ${r.classification.runnerUp?.type} ${r.classification.runnerUp?.score.toFixed(1)})${r.task ? "" : " INVALID"}`);
      if (json || !r.task) console.log("   ", JSON.stringify(r.candidate));
      for (const w of r.warnings) console.log("    !", w);
    }
  }
  console.log(`${right}/${all} on the right task type`);
}
main();
