import { describe, expect, it } from "vitest";
import { BodyTooLargeError, readLimitedBytes, readLimitedText, readRequestBytes, readRequestText } from "./read-limited";

/** A stream of `count` chunks of `size` bytes that records how many chunks were pulled. */
function counted(count: number, size: number) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(c) {
      if (seen.pulled === count) return c.close();
      seen.pulled++;
      c.enqueue(new Uint8Array(size).fill(0x61));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

const withBody = (body: ReadableStream<Uint8Array> | null, headers: Record<string, string> = {}) => ({ body, headers: new Headers(headers) });

describe("readLimitedBytes", () => {
  it("returns a body within the cap, whole", async () => {
    const { stream } = counted(3, 100);
    const bytes = await readLimitedBytes(withBody(stream), 300);
    expect(bytes.byteLength).toBe(300);
    expect(new TextDecoder().decode(bytes)).toBe("a".repeat(300));
  });

  it("stops reading and cancels the stream as soon as the cap is passed", async () => {
    const { stream, seen } = counted(1_000_000, 1024);
    await expect(readLimitedBytes(withBody(stream), 10_000)).rejects.toBeInstanceOf(BodyTooLargeError);
    // 10 chunks fit, the 11th passes the cap; a pull or two of read-ahead at most.
    expect(seen.pulled).toBeLessThanOrEqual(13);
    expect(seen.cancelled).toBe(true);
  });

  it("refuses a declared length over the cap without reading", async () => {
    const { stream, seen } = counted(5, 10);
    const err = await readLimitedBytes(withBody(stream, { "content-length": "5000" }), 1000).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BodyTooLargeError);
    expect((err as BodyTooLargeError).maxBytes).toBe(1000);
    expect((err as Error).message).toBe("body larger than 1000 bytes");
    expect(seen.cancelled).toBe(true);
  });

  it("counts bytes, not what a small Content-Length claims", async () => {
    const { stream } = counted(20, 100);
    await expect(readLimitedBytes(withBody(stream, { "content-length": "10" }), 1000)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it("reads a Request and a Response alike; no body is empty", async () => {
    const req = new Request("http://x/", { method: "POST", body: "héllo" });
    expect(await readLimitedText(req, 100)).toBe("héllo");
    expect(await readLimitedText(new Response("ok"), 100)).toBe("ok");
    expect((await readLimitedBytes(withBody(null), 100)).byteLength).toBe(0);
    await expect(readLimitedText(new Response("x".repeat(101)), 100)).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});

describe("readRequestBytes", () => {
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  };

  it("refuses past the cap but reads the rest of a short upload to its end instead of resetting the sender", async () => {
    const { stream, seen } = counted(50, 1024);
    await expect(readRequestBytes(withBody(stream), 10_000)).rejects.toBeInstanceOf(BodyTooLargeError);
    await until(() => seen.pulled === 50);
    expect(seen.pulled).toBe(50);
    expect(seen.cancelled).toBe(false);
  });

  it("answers a declared length over the cap at once, keeps none of it, and drains what follows", async () => {
    const { stream, seen } = counted(20, 1024);
    const err = await readRequestText(withBody(stream, { "content-length": "999999" }), 1000).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BodyTooLargeError);
    await until(() => seen.pulled === 20);
    expect(seen.cancelled).toBe(false);
  });

  it("stops discarding and cancels once the linger's byte or time budget is spent", async () => {
    const endless = counted(1_000_000, 1024);
    await expect(readRequestBytes(withBody(endless.stream), 1000, { ms: 10_000, bytes: 20 * 1024 })).rejects.toBeInstanceOf(BodyTooLargeError);
    await until(() => endless.seen.cancelled);
    expect(endless.seen.cancelled).toBe(true);
    expect(endless.seen.pulled).toBeLessThan(30);

    // A sender that goes quiet: the time budget ends the wait.
    let cancelled = false;
    const silent = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new Uint8Array(2000));
      },
      cancel() {
        cancelled = true;
      },
    });
    await expect(readRequestBytes(withBody(silent), 1000, { ms: 30, bytes: 1e9 })).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(cancelled).toBe(false);
    await until(() => cancelled);
    expect(cancelled).toBe(true);
  });
});
