import { describe, expect, it } from "vitest";
import { SOLVE_FILE_MAX_BYTES, base64DecodedBytes } from "@/lib/accounting/files";
import { parseSolveRequest, SOLVE_MAX_FILES, SOLVE_PROMPT_MAX_CHARS } from "./solve";

const credentials = { base_url: "http://127.0.0.1:3000/emulator/tripletex/v2", session_token: "t" };
const file = (content_base64 = "aGVsbG8=", filename = "a.csv") => ({ filename, content_base64, mime_type: "text/csv" });

function refused(body: unknown): string {
  const r = parseSolveRequest(body);
  if (r.ok) throw new Error("accepted");
  return r.error;
}

describe("request limits", () => {
  it("accepts a prompt of the longest length, counted after trimming", () => {
    const prompt = `  ${"a".repeat(SOLVE_PROMPT_MAX_CHARS)}\n `;
    const r = parseSolveRequest({ prompt, accounting_credentials: credentials });
    expect(r.ok && r.request.prompt.length).toBe(SOLVE_PROMPT_MAX_CHARS);
  });

  it("refuses a longer prompt and names the limit", () => {
    expect(SOLVE_PROMPT_MAX_CHARS).toBe(20_000);
    expect(refused({ prompt: "a".repeat(SOLVE_PROMPT_MAX_CHARS + 1), accounting_credentials: credentials })).toBe(
      "invalid solve request: prompt must be at most 20000 characters",
    );
  });

  it("refuses more than ten files", () => {
    const files = Array.from({ length: SOLVE_MAX_FILES }, () => file());
    expect(parseSolveRequest({ prompt: "p", files, accounting_credentials: credentials }).ok).toBe(true);
    expect(refused({ prompt: "p", files: [...files, file()], accounting_credentials: credentials })).toBe(
      "invalid solve request: files must be at most 10 files",
    );
  });

  it("refuses a file that decodes to more than 10 MiB, and long names", () => {
    const exact = Buffer.alloc(SOLVE_FILE_MAX_BYTES, 1).toString("base64");
    expect(parseSolveRequest({ prompt: "p", files: [file(exact)], accounting_credentials: credentials }).ok).toBe(true);
    const over = Buffer.alloc(SOLVE_FILE_MAX_BYTES + 1, 1).toString("base64");
    expect(refused({ prompt: "p", files: [file(over)], accounting_credentials: credentials })).toBe(
      `invalid solve request: files.0.content_base64 must decode to at most ${SOLVE_FILE_MAX_BYTES} bytes`,
    );
    expect(refused({ prompt: "p", files: [file("aGVsbG8=", `${"a".repeat(252)}.csv`)], accounting_credentials: credentials })).toBe(
      "invalid solve request: files.0.filename must be at most 255 characters",
    );
  });

  it("refuses an over-long base URL or session token", () => {
    const long = { base_url: `http://x/${"a".repeat(2_040)}`, session_token: "t".repeat(4_097) };
    expect(refused({ prompt: "p", accounting_credentials: long })).toBe(
      "invalid solve request: accounting_credentials.base_url must be at most 2048 characters; accounting_credentials.session_token must be at most 4096 characters",
    );
  });

  it("counts decoded bytes without decoding, ignoring padding and line breaks", () => {
    for (const bytes of [0, 1, 2, 3, 4, 5, 57, 58, 1000]) {
      const b64 = Buffer.alloc(bytes, 7).toString("base64");
      expect(base64DecodedBytes(b64)).toBe(bytes);
      expect(base64DecodedBytes(b64.replace(/(.{76})/g, "$1\r\n"))).toBe(bytes);
    }
  });
});

describe("a refused request's message", () => {
  it("names each field once", () => {
    for (const body of [{ prompt: "p" }, { prompt: "p", tripletex_credentials: undefined }]) {
      const r = parseSolveRequest(body);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error).toBe("invalid solve request: accounting_credentials (or tripletex_credentials) with base_url and session_token is required");
    }
    const wrongType = parseSolveRequest({ prompt: "p", accounting_credentials: null });
    expect(!wrongType.ok && wrongType.error.match(/accounting_credentials/g)).toHaveLength(1);
  });
});
