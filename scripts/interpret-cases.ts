/**
 * Interpretation report over case files: the task type read from each prompt against the case's
 * own task, the parts of the message (request, subject, signature, forwarded header…), each
 * value's role (the field that holds it, the context it was set aside as, or none), the fields
 * read, and what the gate held back. No accounting API is contacted.
 *
 *   npx tsx --conditions=react-server scripts/interpret-cases.ts DIR [DIR…] [--only-wrong] [--json] [--quiet]
 */
import fs from "node:fs";
import path from "node:path";
import { interpretWithRules } from "@/lib/accounting/interpret";
import { valueRoles } from "@/lib/accounting/interpret/gate";
import { parseDocument, readFiles } from "@/lib/accounting/files";
import { TASK_TYPES } from "@/lib/accounting/tasks";

async function main() {
  const args = process.argv.slice(2);
  const onlyWrong = args.includes("--only-wrong");
  const json = args.includes("--json");
  const quiet = args.includes("--quiet");
  const dirs = args.filter((a) => !a.startsWith("--"));
  let right = 0;
  let total = 0;
  let worst = 0;
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
      const started = performance.now();
      const r = interpretWithRules(c.prompt, docs, { today: c.today });
      const took = performance.now() - started;
      worst = Math.max(worst, took);
      total += took;
      if (took > 100) console.log(`    (${c.id}: ${took.toFixed(0)} ms)`);
      const want = TASK_TYPES[c.task - 1].name;
      const ok = r.classification.type === want;
      all++;
      if (ok) right++;
      if (onlyWrong && ok && r.task) continue;
      console.log(`${ok ? "  " : "XX"} ${c.id} → ${r.classification.type} (${r.classification.score.toFixed(1)} vs ${r.classification.runnerUp?.type} ${r.classification.runnerUp?.score.toFixed(1)})${r.task ? "" : " INVALID"}`);
      if (json || !r.task) console.log("   ", JSON.stringify(r.candidate));
      if (!quiet) {
        const parts = r.message.parts.filter((p) => p.kind !== "request" || p.segment > 0);
        const text = r.message.text;
        for (const p of parts) console.log(`    [${p.kind}${p.segment ? ` ${p.segment}` : ""}] ${JSON.stringify(text.slice(p.start, p.end).slice(0, 100))}`);
        for (const v of valueRoles(r.message, r.task ?? r.candidate)) {
          const role = v.role === "field" ? `field ${v.path}` : v.role === "context" ? `context: ${v.why}` : "NO ROLE";
          console.log(`    ${v.kind} ${v.raw} → ${role}`);
        }
      }
      for (const w of r.warnings) console.log("    !", w);
    }
  }
  console.log(`${right}/${all} on the right task type; the rules interpreter took ${(total / Math.max(1, all)).toFixed(1)} ms a case on average, ${worst.toFixed(1)} ms at most`);
}
main();
