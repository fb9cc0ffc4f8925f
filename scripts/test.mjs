// `npm test`: lint, type check, unit tests, production build, integration tests over HTTP,
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

function countVitest(file) {
  const j = readJson(file);
  if (!j) return false;
  passed += j.numPassedTests ?? 0;
  failed += j.numFailedTests ?? 0;
  skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
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
    } else if (!ok) failed += 1;
  } else {
    failed += 1;
  }
}

console.log("\n━━ summary ━━");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.s} s)`);
const allOk = results.every((r) => r.ok) && failed === 0;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(allOk ? 0 : 1);
