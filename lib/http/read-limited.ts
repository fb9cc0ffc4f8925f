/**
 * Reading a body (a request's, or an upstream service's response) with a byte cap. Bytes are
 * counted as they arrive and nothing past the cap is kept, so a body costs at most `maxBytes` of
 * memory whatever its Content-Length says, or when it has none. A declared length over the cap is
 * refused before anything is kept.
 *
 * What happens to the rest differs by direction. An upstream response is cancelled at once. A
 * request's rest is read and discarded for a short while (a lingering close): cancelling it resets
 * the connection while the client is still sending, and a client busy writing then sees
 * "connection reset" instead of the 413 that explains the refusal.
 */

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`body larger than ${maxBytes} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/** A Request or a Response: anything with a body stream and headers. */
export type WithBody = { body: ReadableStream<Uint8Array> | null; headers: Headers };

/** How long, and how much, of a refused request body is read and thrown away before closing. */
export type Linger = { ms: number; bytes: number };
export const REQUEST_LINGER: Linger = { ms: 2_000, bytes: 256 * 1024 * 1024 };

type Reader = ReadableStreamDefaultReader<Uint8Array>;

/** Cancelling tells the source to stop sending: no further chunk is read or kept. */
const cancelNow = (reader: Reader) => reader.cancel().catch(() => undefined);

/**
 * Reads and discards in the background until the sender stops or the linger runs out, then
 * cancels. Returns at once, so the refusal is answered while the rest is still arriving.
 */
function discardRest(reader: Reader, linger: Linger): void {
  const deadline = Date.now() + linger.ms;
  void (async () => {
    let seen = 0;
    try {
      while (seen <= linger.bytes) {
        const left = deadline - Date.now();
        if (left <= 0) break;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const timeUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), left)));
        const next = await Promise.race([reader.read(), timeUp]).finally(() => clearTimeout(timer));
        if (next === null || next.done) break;
        seen += next.value.byteLength;
      }
    } catch {
      // The sender went away: nothing left to discard.
    }
    await cancelNow(reader);
  })();
}

/** Reads `source` up to `maxBytes`; `refuse` disposes of the rest when the cap is passed. */
async function readCapped(source: WithBody, maxBytes: number, refuse: (reader: Reader) => unknown): Promise<Uint8Array> {
  const declared = source.headers.get("content-length")?.trim();
  if (declared && /^\d+$/.test(declared) && Number(declared) > maxBytes) {
    if (source.body) await refuse(source.body.getReader());
    throw new BodyTooLargeError(maxBytes);
  }
  if (!source.body) return new Uint8Array(0);
  const reader = source.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await refuse(reader);
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** An upstream response's body, cancelled as soon as it passes the cap. */
export function readLimitedBytes(source: WithBody, maxBytes: number): Promise<Uint8Array> {
  return readCapped(source, maxBytes, cancelNow);
}

/** The body as UTF-8 text (invalid sequences become U+FFFD, as `Request.text()` does). */
export async function readLimitedText(source: WithBody, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readLimitedBytes(source, maxBytes));
}

/** A request's body; past the cap the rest is discarded for `linger` before the stream is closed. */
export function readRequestBytes(req: WithBody, maxBytes: number, linger: Linger = REQUEST_LINGER): Promise<Uint8Array> {
  return readCapped(req, maxBytes, (reader) => discardRest(reader, linger));
}

/** A request's body as UTF-8 text, refused past the cap as `readRequestBytes` does. */
export async function readRequestText(req: WithBody, maxBytes: number, linger?: Linger): Promise<string> {
  return new TextDecoder().decode(await readRequestBytes(req, maxBytes, linger));
}
