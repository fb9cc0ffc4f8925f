import { describe, expect, it } from "vitest";
import { safeCallbackPath, sameOriginRedirect } from "./callback-url";

const ORIGIN = "http://127.0.0.1:3000";

describe("safeCallbackPath", () => {
  it.each([
    ["/", "/"],
    ["/leaderboard", "/leaderboard"],
    ["/rounds/7b0c?seed=2&view=heat", "/rounds/7b0c?seed=2&view=heat"],
    ["/agent?q=a%2Fb#log", "/agent?q=a%2Fb#log"],
    ["/rounds/../leaderboard", "/leaderboard"],
    // A backslash inside a path is a slash to the browser; the path stays on this site.
    ["/rounds\\abc", "/rounds/abc"],
    // Encoded slashes and backslashes stay encoded: they name a path segment, not a host.
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%5Cevil.example", "/%5Cevil.example"],
    [`${ORIGIN}/leaderboard?x=1`, "/leaderboard?x=1"],
    // A scheme with no slashes is relative to the page in a browser: a path here, as there.
    ["http:evil.example", "/evil.example"],
    ["http:/evil.example", "/evil.example"],
  ])("keeps the same-site path %j as %j", (raw, expected) => {
    expect(safeCallbackPath(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    " //evil.example",
    "\u0000//evil.example",
    "https://evil.example",
    "https://evil.example/leaderboard",
    "https:\\\\evil.example",
    "HTTPS://EVIL.EXAMPLE",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "mailto:a@evil.example",
    "http://127.0.0.1:3000@evil.example/",
    "http://user:pass@127.0.0.1:3000/",
    "http://127.0.0.1:4000/",
    "https://127.0.0.1:3000/",
    // A path that normalises to `//host`.
    "/.//evil.example",
    "/x/..//evil.example",
    "",
  ])("refuses %j", (raw) => {
    expect(safeCallbackPath(raw, ORIGIN)).toBe("/");
  });

  it("refuses what a decoded query parameter turns into", () => {
    // /login?callbackUrl=/%5Cevil.example arrives decoded as /\evil.example.
    const decoded = new URL(`${ORIGIN}/login?callbackUrl=/%5Cevil.example`).searchParams.get("callbackUrl");
    expect(decoded).toBe("/\\evil.example");
    expect(safeCallbackPath(decoded, ORIGIN)).toBe("/");
    const tab = new URL(`${ORIGIN}/login?callbackUrl=/%09/evil.example`).searchParams.get("callbackUrl");
    expect(safeCallbackPath(tab, ORIGIN)).toBe("/");
    const doubled = new URL(`${ORIGIN}/login?callbackUrl=%2F%2Fevil.example`).searchParams.get("callbackUrl");
    expect(safeCallbackPath(doubled, ORIGIN)).toBe("/");
  });

  it("refuses what is not a string, and overlong targets", () => {
    for (const raw of [undefined, null, 42, ["/leaderboard"], { href: "/" }]) expect(safeCallbackPath(raw, ORIGIN)).toBe("/");
    expect(safeCallbackPath(`/${"a".repeat(5000)}`, ORIGIN)).toBe("/");
  });

  it("works without an origin, for paths only", () => {
    expect(safeCallbackPath("/leaderboard?x=1")).toBe("/leaderboard?x=1");
    expect(safeCallbackPath("/\\evil.example")).toBe("/");
    expect(safeCallbackPath("https://evil.example")).toBe("/");
  });

  it("every kept path resolves back to the same origin", () => {
    const samples = ["/a", "/a\\b", "/%5C%5Cx", "/a?b=//c", "/#//evil", "/a/./b/../c"];
    for (const raw of samples) {
      const kept = safeCallbackPath(raw, ORIGIN);
      expect(new URL(kept, ORIGIN).origin).toBe(ORIGIN);
    }
  });
});

describe("sameOriginRedirect", () => {
  it("keeps a same-origin target as an absolute URL", () => {
    expect(sameOriginRedirect("/leaderboard?x=1", ORIGIN)).toBe(`${ORIGIN}/leaderboard?x=1`);
    expect(sameOriginRedirect(`${ORIGIN}/login`, ORIGIN)).toBe(`${ORIGIN}/login`);
  });

  it.each(["/\\evil.example", "//evil.example", "https://evil.example/", "javascript:alert(1)", "/\t/evil.example"])(
    "sends %j to the site's root",
    (url) => {
      expect(sameOriginRedirect(url, ORIGIN)).toBe(`${ORIGIN}/`);
    },
  );
});
