import { describe, expect, it } from "vitest";
import { bearerMatches, isIsoDate, readJsonBody, todayFromHeader } from "./solve-http";
import { superLinear } from "@/lib/testing/linearity";

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/solve", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

describe("bearerMatches", () => {
  it("accepts only the exact key after Bearer", () => {
    expect(bearerMatches("Bearer s3cret-key", "s3cret-key")).toBe(true);
    expect(bearerMatches("bearer s3cret-key", "s3cret-key")).toBe(true);
    expect(bearerMatches("Bearer s3cret-kez", "s3cret-key")).toBe(false);
    expect(bearerMatches("Bearer s3cret-key-longer", "s3cret-key")).toBe(false);
    expect(bearerMatches("s3cret-key", "s3cret-key")).toBe(false);
    expect(bearerMatches(null, "s3cret-key")).toBe(false);
  });
});

describe("readJsonBody", () => {
  it("parses a JSON object", async () => {
    const r = await readJsonBody(post(JSON.stringify({ prompt: "x" })), 1000);
    expect(r).toEqual({ ok: true, body: { prompt: "x" } });
  });

  it("answers 400 for malformed or empty JSON", async () => {
    expect(await readJsonBody(post("{not json"), 1000)).toMatchObject({ ok: false, status: 400 });
    expect(await readJsonBody(post(""), 1000)).toMatchObject({ ok: false, status: 400 });
  });

  it("answers 413 by declared length and by streamed size", async () => {
    expect(await readJsonBody(post("{}", { "content-length": "5000" }), 1000)).toMatchObject({ ok: false, status: 413 });
    const big = JSON.stringify({ prompt: "x".repeat(5000) });
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    expect(await readJsonBody(post(stream), 1000)).toMatchObject({ ok: false, status: 413 });
  });
});

describe("readJsonBody against hostile bodies", () => {
  it("stops reading a chunked body without Content-Length at the cap", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        pulled++;
        c.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    expect(await readJsonBody(post(stream), 1024 * 1024)).toMatchObject({ ok: false, status: 413 });
    expect(pulled).toBeLessThan(20);
  });

  it("answers 400, in linear time, for JSON nested millions of levels deep", async () => {
    const deep = (n: number) => "[".repeat(n) + "]".repeat(n);
    const r = await readJsonBody(post(deep(3_000_000)), 10 * 1024 * 1024);
    expect(r).toEqual({ ok: false, status: 400, error: "request body is nested deeper than 64 levels" });
    // A request is read once: each timed call gets a fresh one of the same body.
    expect(await superLinear(deep, (body) => readJsonBody(post(body), 10 * 1024 * 1024), { small: 250_000 })).toBeNull();
  });
});

describe("dates", () => {
  it("takes X-Solve-Today only when it is a real ISO date", () => {
    expect(todayFromHeader("2026-03-21")).toBe("2026-03-21");
    expect(todayFromHeader("2026-02-30")).toBeUndefined();
    expect(todayFromHeader("21.03.2026")).toBeUndefined();
    expect(todayFromHeader(null)).toBeUndefined();
    expect(isIsoDate("2024-02-29")).toBe(true);
  });
});
