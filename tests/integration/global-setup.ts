import type { TestProject } from "vitest/node";
import { startServer, type RunningServer } from "./server";

export const TEST_ADMIN_KEY = "integration-admin-key";

let server: RunningServer | undefined;

/** One production server for the whole integration run, with a fresh database. */
export async function setup(project: TestProject) {
  const port = Number(process.env.TEST_PORT ?? 3100);
  server = await startServer({ port, env: { EMULATOR_ADMIN_KEY: TEST_ADMIN_KEY } });
  project.provide("baseUrl", server.baseUrl);
  project.provide("adminKey", TEST_ADMIN_KEY);
  project.provide("dataDir", server.dataDir);
  project.provide("port", port);
}

export async function teardown() {
  await server?.stop();
}
