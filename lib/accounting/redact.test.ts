import { describe, expect, it } from "vitest";
import { REDACTED, redactNamedValues, redactSecrets, redactSummary, SUMMARY_MAX_CHARS } from "./redact";
import { nearMissRepeated, superLinearCalls } from "@/lib/testing/hostile-text";

const SESSION = "eyJ0b2tlbklkIjoyMTQ3NjMzLCJ0b2tlbiI6ImFiY2RlZjEyMzQ1Njc4OTAifQ";
const BASIC = Buffer.from(`0:${SESSION}`).toString("base64");
const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0ZWFtLTEyMyIsImV4cCI6MTcwMDAwMDAwMH0.s3cr3tSiGnAtUr3_abcDEF-ghiJKL";

describe("redactSecrets", () => {
  it.each([
    ["an Authorization header", `upstream said: Authorization: Basic ${BASIC} was refused`, [BASIC]],
    ["a bearer token", `rejected Bearer ${JWT}`, [JWT, "s3cr3tSiGnAtUr3"]],
    ["a JSON session token", `{"message":"bad","sessionToken":"${SESSION}","status":401}`, [SESSION]],
    ["a password field", `{"username":"kari","password":"hunter2!"}`, ["hunter2"]],
    ["an API key header", "x-api-key: sk_live_abc123", ["sk_live_abc123"]],
    ["query parameters", "GET /v2/x?token=abc123&key=k-99&secret=shh&fields=id,name", ["abc123", "k-99", "shh"]],
    ["user:pass@ in a URL", "proxy https://admin:pa55w0rd@tripletex.example/v2 refused", ["admin", "pa55w0rd"]],
    ["a cookie", "Cookie: JSESSIONID=ABCDEF0123456789; Path=/", ["ABCDEF0123456789"]],
    ["a bare JWT", `token in body ${JWT} end`, ["eyJhbGciOiJIUzI1NiJ9", "s3cr3tSiGnAtUr3"]],
    ["long mixed base64", "key material: dGhpcyBpcyBhIHNlY3JldCBrZXkgMTIzNDU2Nzg5MA== in text", ["dGhpcyBpcyBhIHNlY3JldCBrZXkgMTIzNDU2Nzg5MA"]],
    ["long hex", "digest 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 leaked", ["9f86d081884c7d659a2feaa0c55ad015"]],
    ["a UUID employee token", "employeeToken 1b4e28ba-2fa1-11d2-883f-0016d3cca427 invalid", ["1b4e28ba-2fa1-11d2-883f-0016d3cca427"]],
    ["base64 with slashes", "body: QUJDREVGR0hJ1SktMTU5/PUFFSU1RVVldYWVo0MTIz/aGVsbG8x== end", ["QUJDREVGR0hJ1SktMTU5", "PUFFSU1RVVldYWVo0MTIz"]],
    ["a single-quoted secret", "client_secret='abc def ghi'", ["abc def ghi"]],
    ["pw and a value", "login failed for kari pw hunter2 at 10:02", ["hunter2"]],
    ["pwd and a value", "PWD Sommer2026! refused", ["Sommer2026!"]],
    ["pw=value", "user=kari&pw=hunter2", ["hunter2"]],
    ["password and a value without a separator", "reset: password Vinter-99 expired", ["Vinter-99"]],
    ["user:password@host:port without a scheme", "connect kari:hunter2@db.internal:5432 refused", ["kari", "hunter2"]],
    ["user:password@ip:port", "proxy at (admin:s3cret@10.0.0.7:3128)", ["admin", "s3cret"]],
    ["host:port:user:password", "proxy 10.0.0.7:3128:kari:hunter2 timed out", ["kari", "hunter2"]],
  ])("removes %s", (_what, text, secrets) => {
    const out = redactSecrets(text);
    for (const s of secrets) expect(out).not.toContain(s);
    expect(out).toContain(REDACTED);
  });

  it("keeps ordinary prose about passwords, times and host:port readable", () => {
    const text = "password is required; the password must be 8 characters; password validation failed; tests pass on retry at 10:02:33 on api.tripletex.io:443, post@nordlys.no";
    expect(redactSecrets(text)).toBe(text);
  });

  it("keeps ordinary error text, paths, e-mail addresses and numbers readable", () => {
    const text =
      'POST /customer → 422 Validation failed (organizationNumber: must be 9 digits; email: "post@nordlys.no" is invalid) id 123456789, author: Kari, travelExpense/12/convert';
    expect(redactSecrets(text)).toBe(text);
  });

  it("is idempotent", () => {
    const once = redactSecrets(`Authorization: Bearer ${JWT}; "password":"x"`);
    expect(redactSecrets(once)).toBe(once);
  });

  it("takes linear time on hostile shapes", async () => {
    const units = ["a", "a:", 'a:"', "token=", "Bearer ", "https://", "eyJ", "A1", "a.", "=", '"', "x@", "-"];
    const both = (text: string) => [redactSummary(text), redactNamedValues(text)];
    expect(await superLinearCalls(both, units.map((u) => nearMissRepeated(`"${u}" repeated`, u)))).toEqual([]);
  });
});

describe("redactNamedValues", () => {
  it("removes secret query parameters but keeps a path's other parts", () => {
    expect(redactNamedValues("/ledger/voucher/123/attachment?sessionToken=abc&count=5")).toBe(`/ledger/voucher/123/attachment?sessionToken=${REDACTED}&count=5`);
    expect(redactNamedValues("/employee/entitlement/AbCdEf0123456789XyZabc")).toBe("/employee/entitlement/AbCdEf0123456789XyZabc");
  });
});

describe("redactSummary", () => {
  it("flattens whitespace and caps the length", () => {
    const out = redactSummary(`line one\n\n  line two ${"x ".repeat(400)}`);
    expect(out.startsWith("line one line two x x")).toBe(true);
    expect(out.length).toBe(SUMMARY_MAX_CHARS);
    expect(out.endsWith("…")).toBe(true);
    expect(redactSummary("short", 10)).toBe("short");
    expect(redactSummary(null)).toBeNull();
  });

  it("never shows a secret cut by the cap", () => {
    const text = `${"e".repeat(280)} Authorization: Bearer ${JWT}`;
    expect(redactSummary(text)).not.toMatch(/eyJ|s3cr3t/);
  });
});
