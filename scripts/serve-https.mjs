// Serves the production build over HTTPS with TLS_CERT_FILE / TLS_KEY_FILE.
import fs from "node:fs";
import https from "node:https";
import next from "next";

const port = Number(process.env.PORT || 3000);
// Loopback unless HOSTNAME says otherwise (see scripts/start.mjs).
const hostname = process.env.HOSTNAME?.trim() || "127.0.0.1";
const app = next({ dev: false, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
https
  .createServer(
    { cert: fs.readFileSync(process.env.TLS_CERT_FILE), key: fs.readFileSync(process.env.TLS_KEY_FILE) },
    (req, res) => handle(req, res),
  )
  .listen(port, hostname, () => {
    const shown = ["0.0.0.0", "::", "127.0.0.1", "::1"].includes(hostname) ? "localhost" : hostname;
    console.log(`Serving https://${shown}:${port}`);
  });
