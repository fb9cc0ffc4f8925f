import { describe, expect, it } from "vitest";
import { boundBody, CALL_BODY_CHARS } from "./call-body";

describe("a call's body as the Agent page shows it", () => {
  it("never shows part of a secret whose value the length limit cuts through", () => {
    const secret = "s3cr3t-".repeat(20);
    const before = '{\n  "note": "' + "x".repeat(CALL_BODY_CHARS - 40) + '",\n  "password": "';
    const shown = boundBody(`${before}${secret}"\n}`);
    expect(shown).not.toContain("s3cr3t");
    expect(shown).toMatch(/cut at 2,000 characters/);
  });

  it("keeps a short body whole, secrets redacted", () => {
    const shown = boundBody('{\n  "name": "Fjordlys AS",\n  "apiKey": "abc123"\n}');
    expect(shown).toContain("Fjordlys AS");
    expect(shown).not.toContain("abc123");
  });
});
