// Serves the production build: plain HTTP, or HTTPS with TLS_CERT_FILE / TLS_KEY_FILE.
// A small server around Next's request handler rather than `next start`: it writes each request's
// socket address into a header the client cannot set (any value it sends is replaced), which is
// the only address sign-in throttling trusts (lib/http/client-address.ts).
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import { createRequire } from "node:module";
import next from "next";

// The header and the marker are named once, in lib/http/socket-address.json, read by both sides.
const socketAddress = createRequire(import.meta.url)("../lib/http/socket-address.json");
const SOCKET_ADDRESS_HEADER = socketAddress.header;
globalThis[Symbol.for(socketAddress.stampedSymbol)] = true;

const port = Number(process.env.PORT || 3000);
// Loopback unless HOSTNAME says otherwise (see scripts/start.mjs).
const hostname = process.env.HOSTNAME?.trim() || "127.0.0.1";
const tls = process.env.TLS_CERT_FILE && process.env.TLS_KEY_FILE;
const app = next({ dev: false, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

function serve(req, res) {
  req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  return handle(req, res);
}

const server = tls
  ? https.createServer({ cert: fs.readFileSync(process.env.TLS_CERT_FILE), key: fs.readFileSync(process.env.TLS_KEY_FILE) }, serve)
  : http.createServer(serve);
server.listen(port, hostname, () => {
  const shown = ["0.0.0.0", "::", "127.0.0.1", "::1"].includes(hostname) ? "localhost" : hostname;
  console.log(`Serving ${tls ? "https" : "http"}://${shown}:${port}`);
});
// As `next start` does: a signal ends the process at once (128 + the signal's number).
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));
