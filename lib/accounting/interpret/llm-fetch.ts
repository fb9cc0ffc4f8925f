/**
 * fetch for a model server: the answer's body is read with a byte limit, so a misbehaving server
 * (or one that trickles forever) costs at most LLM_MAX_RESPONSE_BYTES of memory and the caller's
 * timeout in time.
 */
// A task is a few hundred bytes; the longest the caps allow (200 bank-statement rows) some 40 KiB.
export const LLM_MAX_RESPONSE_BYTES = 256 * 1024;

export class LlmResponseTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the model server's answer was larger than ${Math.round(limit / 1024)} KiB`);
    this.name = "LlmResponseTooLargeError";
  }
}

export function boundedFetch(limit = LLM_MAX_RESPONSE_BYTES, inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const res = await inner(input, init);
    const declared = Number(res.headers.get("content-length") ?? NaN);
    if (Number.isFinite(declared) && declared > limit) {
      await res.body?.cancel().catch(() => undefined);
      throw new LlmResponseTooLargeError(limit);
    }
    if (!res.body) return res;
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        throw new LlmResponseTooLargeError(limit);
      }
      chunks.push(value);
    }
    const body = Buffer.concat(chunks);
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}
