// Serves the production build over HTTPS with TLS_CERT_FILE / TLS_KEY_FILE.
import fs from "node:fs";
import https from "node:https";
import next from "next";

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";
const app = next({ dev: false, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
https
  .createServer(
    { cert: fs.readFileSync(process.env.TLS_CERT_FILE), key: fs.readFileSync(process.env.TLS_KEY_FILE) },
    (req, res) => handle(req, res),
  )
  .listen(port, hostname, () => console.log(`Serving https://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`));
