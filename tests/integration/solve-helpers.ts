import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createClient } from "@libsql/client";

/** A local HTTP server standing in for a broken accounting API. */
export async function fakeApi(handler: http.RequestListener): Promise<{ baseUrl: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    hits++;
    handler(req, res);
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v2`,
    hits: () => hits,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

export type LoggedRequest = {
  status: string;
  task_type: string | null;
  writes: number;
  count_4xx: number;
  error: string | null;
  calls: string;
  prompt_excerpt: string;
};

/** The agent's request logs as the server stored them, newest first. */
export async function agentLogs(dataDir: string): Promise<LoggedRequest[]> {
  const client = createClient({ url: `file:${path.join(dataDir, "app.db")}` });
  try {
    const rs = await client.execute("SELECT * FROM agent_requests ORDER BY id DESC");
    return rs.rows as unknown as LoggedRequest[];
  } finally {
    client.close();
  }
}

export function solveBody(baseUrl: string, prompt = "Opprett kunden Nordlys AS med organisasjonsnummer 912345678.") {
  return { prompt, files: [], accounting_credentials: { base_url: baseUrl, session_token: "test-token" } };
}
