// `npm test`: lint, type check, import cycles, unit tests, production build, integration tests over HTTP,
// and end-to-end tests in Chromium. Ends with one line: "N passed, N failed".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const bin = (name) => path.join("node_modules", ".bin", name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "test-reports-"));
const results = [];
let passed = 0;
let failed = 0;
let skipped = 0;
// Failed tests by name, repeated in the summary so the end of a long log says what broke.
const failures = [];

function step(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━ ${[cmd, ...args].join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ name, ok, s: ((Date.now() - started) / 1000).toFixed(0) });
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function firstLine(text) {
  return String(text ?? "").replace(/\x1b\[[0-9;]*m/g, "").split("\n").find((l) => l.trim())?.trim().slice(0, 300) ?? "";
}

function playwrightFailures(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status !== "unexpected") continue;
      const last = t.results?.at(-1);
      failures.push(`${[...here, spec.title].join(" › ")}: ${firstLine(last?.error?.message)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}

function countVitest(file) {
  const j = readJson(file);
  if (!j) return false;
  passed += j.numPassedTests ?? 0;
  failed += j.numFailedTests ?? 0;
  skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
  for (const file of j.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? "");
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of failedTests) failures.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    // A file that fails before its tests run (import error, hook timeout) has no failed test.
    if (file.status === "failed" && failedTests.length === 0) failures.push(`${where}: ${firstLine(file.message)}`);
  }
  return true;
}

function vitest(name, project) {
  const out = path.join(reports, `${project}.json`);
  const ok = step(name, bin("vitest"), ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`]);
  if (!countVitest(out) && !ok) failed += 1;
  return ok;
}

const lintOk = step("lint", bin("eslint"), ["."]);
if (!lintOk) failed += 1;
const typesOk = step("type check", bin("tsc"), ["--noEmit"]);
if (!typesOk) failed += 1;
const cyclesOk = step("import cycles", "node", ["scripts/check-cycles.mjs"]);
if (!cyclesOk) failed += 1;
vitest("unit tests", "unit");

// The type check above already covered the build's sources.
const buildOk = step("production build", bin("next"), ["build"], { SKIP_BUILD_TYPECHECK: "1" });
if (!buildOk) {
  failed += 1;
} else {
  vitest("integration tests", "integration");
  if (step("chromium", process.execPath, ["scripts/ensure-chromium.mjs"])) {
    const out = path.join(reports, "e2e.json");
    const ok = step("end-to-end tests", bin("playwright"), ["test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
    const j = readJson(out);
    if (j?.stats) {
      passed += (j.stats.expected ?? 0) + (j.stats.flaky ?? 0);
      failed += j.stats.unexpected ?? 0;
      skipped += j.stats.skipped ?? 0;
      for (const suite of j.suites ?? []) playwrightFailures(suite);
    } else if (!ok) failed += 1;
  } else {
    failed += 1;
  }
}

console.log("\n━━ summary ━━");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.s} s)`);
if (failures.length > 0) {
  console.log("\nfailed:");
  for (const f of failures) console.log(`  ${f}`);
}
const allOk = results.every((r) => r.ok) && failed === 0;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(allOk ? 0 : 1);
