/**
 * Reading a body (a request's, or an upstream service's response) with a byte cap. Bytes are
 * counted as they arrive and the stream is cancelled the moment the cap is passed, so a body costs
 * at most `maxBytes` of memory whatever its Content-Length says, or when it has none. A declared
 * length over the cap is refused before anything is read.
 */

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`body larger than ${maxBytes} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/** A Request or a Response: anything with a body stream and headers. */
export type WithBody = { body: ReadableStream<Uint8Array> | null; headers: Headers };

export async function readLimitedBytes(source: WithBody, maxBytes: number): Promise<Uint8Array> {
  const declared = source.headers.get("content-length")?.trim();
  if (declared && /^\d+$/.test(declared) && Number(declared) > maxBytes) {
    await source.body?.cancel().catch(() => undefined);
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
      // Cancelling tells the source to stop sending: no further chunk is read or kept.
      await reader.cancel().catch(() => undefined);
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

/** The body as UTF-8 text (invalid sequences become U+FFFD, as `Request.text()` does). */
export async function readLimitedText(source: WithBody, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readLimitedBytes(source, maxBytes));
}
