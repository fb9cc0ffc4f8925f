import type { IncomingMessage } from "node:http";
import { BodyTooLargeError, REQUEST_LINGER, type Linger } from "./read-limited";

/**
 * Node's incoming bodies (a request the server reads, an answer the client reads) with a byte cap,
 * as read-limited.ts reads web streams: a declared length over the cap is refused before anything
 * is kept, bytes are counted as they arrive, and past the cap `refuse` disposes of the rest.
 */
function readCapped(msg: IncomingMessage, maxBytes: number, refuse: (msg: IncomingMessage) => void): Promise<Buffer> {
  const declared = msg.headers["content-length"]?.trim();
  if (declared && /^\d+$/.test(declared) && Number(declared) > maxBytes) {
    refuse(msg);
    return Promise.reject(new BodyTooLargeError(maxBytes));
  }
  if (msg.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      msg.off("data", onData);
      msg.off("end", onEnd);
      msg.off("error", onError);
      msg.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > maxBytes) {
        stop();
        chunks.length = 0;
        refuse(msg);
        reject(new BodyTooLargeError(maxBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
    };
    const onError = (err: Error) => {
      stop();
      reject(err);
    };
    const onClose = () => {
      stop();
      reject(new Error("the connection closed before the body was complete"));
    };
    msg.on("data", onData);
    msg.on("end", onEnd);
    msg.on("error", onError);
    msg.on("close", onClose);
  });
}

/**
 * A request's body; past the cap the rest is read and thrown away for `linger` (so the client sees
 * the 413, not a reset) before the connection is closed.
 */
export function readNodeRequestBytes(req: IncomingMessage, maxBytes: number, linger: Linger = REQUEST_LINGER): Promise<Uint8Array> {
  return readCapped(req, maxBytes, (msg) => discardRest(msg, linger));
}

/** An upstream answer as UTF-8 text; past the cap the connection is dropped at once. */
export async function readNodeResponseText(res: IncomingMessage, maxBytes: number): Promise<string> {
  return (await readCapped(res, maxBytes, (msg) => msg.destroy())).toString("utf8");
}

/** Reads and drops the rest until the sender stops, the linger runs out or its byte budget is spent. */
function discardRest(req: IncomingMessage, linger: Linger): void {
  let seen = 0;
  const close = () => {
    clearTimeout(timer);
    req.off("data", onData);
    req.destroy();
  };
  const timer = setTimeout(close, linger.ms);
  timer.unref?.();
  const onData = (chunk: Buffer) => {
    seen += chunk.byteLength;
    if (seen > linger.bytes) close();
  };
  req.on("data", onData);
  req.once("end", () => clearTimeout(timer));
  req.once("error", () => clearTimeout(timer));
  req.resume();
}
