// The server Playwright starts: the production build with a fresh, private data directory.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const port = process.env.E2E_PORT || "3200";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
const child = spawn(process.execPath, ["scripts/serve.mjs"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    HOSTNAME: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    ISLAND_API_URL: "",
    EMULATOR_ADMIN_KEY: process.env.E2E_ADMIN_KEY || "e2e-admin-key",
    // The tests stand in broken accounting APIs on loopback (the refusal itself is tested over HTTP
    // in tests/integration/robustness-input.test.ts, against a server with the default).
    SOLVE_ALLOW_PRIVATE_UPSTREAMS: "true",
  },
});
const stop = () => {
  child.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
