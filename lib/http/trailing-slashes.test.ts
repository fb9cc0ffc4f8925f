import { describe, expect, it } from "vitest";
import { HOSTILE_LENGTH, timeCall } from "@/lib/testing/hostile-text";
import { TripletexClient } from "@/lib/accounting/tripletex-client";
import { withoutTrailingSlashes } from "./trailing-slashes";

describe("withoutTrailingSlashes", () => {
  it("removes every trailing slash and nothing else", () => {
    expect(withoutTrailingSlashes("http://x/v2///")).toBe("http://x/v2");
    expect(withoutTrailingSlashes("http://x/v2")).toBe("http://x/v2");
    expect(withoutTrailingSlashes("///")).toBe("");
    expect(withoutTrailingSlashes("")).toBe("");
  });

  it("is linear on a run of slashes that does not end the text", async () => {
    const hostile = `http://x${"/".repeat(HOSTILE_LENGTH)}a`;
    expect(await timeCall(() => withoutTrailingSlashes(hostile))).toBeLessThan(1_000);
    // The accounting client trims the base URL a /solve request sends.
    expect(await timeCall(() => new TripletexClient({ baseUrl: hostile, sessionToken: "t" }))).toBeLessThan(1_000);
  });
});
