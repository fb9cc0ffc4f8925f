import { describe, expect, it } from "vitest";
import { GROWTH_LENGTH } from "@/lib/testing/hostile-text";
import { superLinear } from "@/lib/testing/linearity";
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
    const hostile = (n: number) => `http://x${"/".repeat(n)}a`;
    const small = GROWTH_LENGTH / 4;
    expect(await superLinear(hostile, withoutTrailingSlashes, { small })).toBeNull();
    // The accounting client trims the base URL a /solve request sends.
    expect(await superLinear(hostile, (baseUrl) => new TripletexClient({ baseUrl, sessionToken: "t" }), { small })).toBeNull();
  });
});
