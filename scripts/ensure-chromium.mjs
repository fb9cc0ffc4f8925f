// Playwright cannot download its own browser here: the end-to-end tests use Debian's chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const wanted = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (fs.existsSync(wanted)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (process.env.CHROMIUM_PATH || !isRoot) {
  console.error(
    `Chromium not found at ${wanted}. Install it with \`sudo apt-get install -y chromium\` ` +
      "(or set CHROMIUM_PATH to a Chromium/Chrome binary), then run the tests again.",
  );
  process.exit(1);
}
console.log("Chromium is missing: installing Debian's chromium package (apt-get install -y chromium)…");
for (const args of [["update", "-qq"], ["install", "-y", "-qq", "chromium"]]) {
  const r = spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (r.status !== 0) {
    console.error(`apt-get ${args.join(" ")} failed (exit ${r.status}).`);
    process.exit(1);
  }
}
if (!fs.existsSync(wanted)) {
  console.error(`chromium was installed but ${wanted} does not exist.`);
  process.exit(1);
}
