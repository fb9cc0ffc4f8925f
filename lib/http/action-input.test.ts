import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formInput, withInput } from "./action-input";

const schema = z.object({ roundId: z.string().min(1).max(100) });
const refuse = (message: string) => ({ ok: false as const, message });
const run = async (input: { roundId: string }) => ({ ok: true as const, id: input.roundId });

describe("withInput", () => {
  it("runs the action with the parsed argument", async () => {
    expect(await withInput(schema, { roundId: "r1" }, refuse, run)).toEqual({ ok: true, id: "r1" });
  });

  it.each([null, undefined, 42, "r1", [], { roundId: 5 }, { roundId: "x".repeat(500) }])("refuses %j in words instead of throwing", async (raw) => {
    const r = await withInput(schema, raw, refuse, run);
    expect(r.ok).toBe(false);
    expect(r.ok ? "" : r.message).toMatch(/roundId|expected object/i);
  });

  it("keeps the message short whatever the input", async () => {
    const many = z.array(z.number()).max(100_000);
    const r = await withInput(many, new Array(50_000).fill("x"), refuse, async () => ({ ok: true as const }));
    expect(r.ok ? "" : r.message.length).toBeLessThanOrEqual(401);
  });
});

describe("formInput", () => {
  const form = formInput(["preset"], z.object({ preset: z.string().default("") }));

  it("reads the named fields of a form", () => {
    const data = new FormData();
    data.set("preset", "calm");
    expect(form.parse(data)).toEqual({ preset: "calm" });
    expect(form.parse(new FormData())).toEqual({ preset: "" });
    // A field sent twice (a form's own empty input, then a value added to it): the last one counts.
    data.append("preset", "stormy");
    expect(form.parse(data)).toEqual({ preset: "stormy" });
  });

  it("refuses anything that is not a form", () => {
    for (const raw of [null, 42, { preset: "calm" }, "preset=calm"]) expect(form.safeParse(raw).success).toBe(false);
  });
});
