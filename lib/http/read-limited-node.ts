import type { IncomingMessage } from "node:http";
import { BodyTooLargeError, REQUEST_LINGER, type Linger } from "./read-limited";

/**
 * A Node request's body with a byte cap, as `readRequestBytes` reads a web Request's: a declared
 * length over the cap is refused before anything is kept, bytes are counted as they arrive, and
 * past the cap the rest is read and thrown away for `linger` (so the client sees the 413, not a
 * reset) before the connection is closed.
 */
export function readNodeRequestBytes(req: IncomingMessage, maxBytes: number, linger: Linger = REQUEST_LINGER): Promise<Uint8Array> {
  const declared = req.headers["content-length"]?.trim();
  if (declared && /^\d+$/.test(declared) && Number(declared) > maxBytes) {
    discardRest(req, linger);
    return Promise.reject(new BodyTooLargeError(maxBytes));
  }
  if (req.readableEnded) return Promise.resolve(new Uint8Array(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > maxBytes) {
        stop();
        chunks.length = 0;
        discardRest(req, linger);
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
      reject(new Error("the request closed before its body was complete"));
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
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
