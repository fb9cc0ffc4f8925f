import "server-only";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { handleSandboxNode } from "./node-http";

/**
 * The sandbox on a plain `node:http` server (no Next), for the case runner, benchmarks and
 * tests. URLs are `${url}/emulator/tripletex/v2/...` and `${url}/emulator/tripletex/admin/...`.
 */
export async function startSandboxServer(opts: { port?: number; host?: string } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const host = opts.host ?? "127.0.0.1";
  const server = http.createServer((req, res) => {
    const { port } = server.address() as AddressInfo;
    void handleSandboxNode(req, res, `http://${host}:${port}`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
