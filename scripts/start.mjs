// `npm start`: check the configuration, build when the sources changed, then serve.
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import nextEnv from "@next/env";

const root = process.cwd();
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env, ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// 1. Configuration: one clear line naming a bad variable, no stack trace.
run(process.execPath, ["--import", "tsx", "scripts/check-env.ts"]);

// 2. Build when there is no build or a source file is newer than it.
const buildId = path.join(root, ".next", "BUILD_ID");
function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}
const sources = ["app", "components", "lib", "pages", "public"].filter((d) => fs.existsSync(d));
const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
if (!built || Math.max(...sources.map(newestSource)) > built || process.env.FORCE_BUILD === "1") {
  console.log("Building the application (first start or changed sources)…");
  console.log("  Next compiles and optimises every page now: it prints little for a few minutes (about 2.5 on a busy 2-core machine), then a table of routes.");
  run(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "build"]);
}

// 3. Serve: plain HTTP, or HTTPS when a certificate is configured (scripts/serve.mjs).
// Loopback unless HOSTNAME says otherwise; the app reads HOSTNAME to know whether others can connect.
const port = process.env.PORT || "3000";
const host = process.env.HOSTNAME?.trim() || "127.0.0.1";
const serveEnv = { ...process.env, HOSTNAME: host };
const tls = process.env.TLS_CERT_FILE && process.env.TLS_KEY_FILE;
const child = spawn(process.execPath, ["scripts/serve.mjs"], { stdio: "inherit", env: { ...serveEnv, PORT: port, NODE_ENV: "production" } });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));

// 4. Once the server answers, say where to go.
const scheme = tls ? "https" : "http";
const shownHost = ["127.0.0.1", "0.0.0.0", "::", "::1"].includes(host) ? "localhost" : host;
const practice = !process.env.ISLAND_API_URL?.trim();
const readyAt = Date.now();
const announce = () => {
  const socket = net.connect({ host, port: Number(port) }, () => {
    socket.end();
    const how = practice ? " and choose Continue as the practice team" : " and sign in with your team's access token";
    console.log(`\n  Ready. Open ${scheme}://${shownHost}:${port}${how}.\n`);
  });
  socket.on("error", () => {
    if (Date.now() - readyAt < 120_000) setTimeout(announce, 500).unref();
  });
};
setTimeout(announce, 500).unref();
child.on("exit", (code) => process.exit(code ?? 0));
