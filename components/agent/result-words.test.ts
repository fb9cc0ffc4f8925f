import { describe, expect, it } from "vitest";
import { describeCalls, duration, interpreterWords } from "./result-words";

describe("agent result in words", () => {
  it("says how many writes and whether the accounting API rejected anything", () => {
    expect(describeCalls(1, 0)).toBe("1 write, no errors");
    expect(describeCalls(3, 2)).toBe("3 writes, 2 rejected calls");
    expect(describeCalls(0, 1)).toBe("nothing written, 1 rejected call");
  });

  it("writes durations for people", () => {
    expect(duration(850)).toBe("850 ms");
    expect(duration(2400)).toBe("2.4 s");
  });

  it("says which interpreter answered and when the language model was asked in vain", () => {
    expect(interpreterWords("llm", "used")).toBe("language model");
    expect(interpreterWords("rules")).toBe("rules");
    expect(interpreterWords("rules", "failed")).toBe("rules (model failed)");
    expect(interpreterWords(null, "held-back")).toBe("model held back");
    expect(interpreterWords(null)).toBe("—");
  });
});
