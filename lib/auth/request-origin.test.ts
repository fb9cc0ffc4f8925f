import { describe, expect, it } from "vitest";
import { requestOrigin, withOrigin } from "./request-origin";

describe("requestOrigin", () => {
  it.each([
    [{ host: "127.0.0.2:3000" }, "http://127.0.0.2:3000"],
    [{ host: "localhost:3000" }, "http://localhost:3000"],
    [{ host: "[::1]:3000" }, "http://[::1]:3000"],
    [{ host: "10.0.0.2:3000", "x-forwarded-host": "ledger.example", "x-forwarded-proto": "https" }, "https://ledger.example"],
    [{ host: "ledger.example:443", "x-forwarded-proto": "https" }, "https://ledger.example"],
  ])("takes %o as %s", (h, origin) => {
    expect(requestOrigin(new Headers(h))).toBe(origin);
  });

  it.each<Record<string, string>>([{}, { host: "" }, { host: "evil.example/path" }, { host: "a b" }, { host: "user@evil.example" }, { host: "x".repeat(300) }, { host: "[::1" }])(
    "ignores %o",
    (h) => {
      expect(requestOrigin(new Headers(h))).toBeNull();
    },
  );

  it("moves a URL to another origin, keeping path and query", () => {
    expect(withOrigin("http://localhost:3000/api/auth/signin?x=1", "http://127.0.0.2:3000")).toBe("http://127.0.0.2:3000/api/auth/signin?x=1");
  });
});
