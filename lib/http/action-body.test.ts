import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACTION_BODY_LIMIT_BYTES, checkActionForm, checkActionRequest, checkActionText } from "./action-body";

const request = (body: BodyInit, headers: Record<string, string> = { "content-type": "text/plain;charset=UTF-8" }) =>
  new Request("http://app.test/rounds/r1", { method: "POST", headers: { "next-action": "abc", ...headers }, body });

describe("checkActionText", () => {
  it("passes what the browser sends: a short JSON list", () => {
    expect(checkActionText('[{"roundId":"r1","seedIndex":0,"who":"$undefined"}]')).toEqual({ ok: true });
    expect(checkActionText("[]")).toEqual({ ok: true });
  });

  it.each([
    ["not JSON", '{"roundId": '],
    ["nested 100,000 deep", "[".repeat(100_000) + "]".repeat(100_000)],
    ["not a list", "42"],
    ["null", "null"],
    ["more arguments than any action takes", `[${new Array(2_000).fill(0).join(",")}]`],
    ["an argument of a million values", `[[${new Array(1_000_000).fill(0).join(",")}]]`],
  ])("refuses %s with a 400 and a plain message", (_what, text) => {
    const r = checkActionText(text);
    expect(r).toMatchObject({ ok: false, status: 400 });
    expect(r.ok ? "" : r.message).toMatch(/^The action|^An action/);
  });
});

describe("checkActionForm", () => {
  it("checks the numbered rows and leaves the form's own fields alone", () => {
    const form = new FormData();
    form.set("0", '["$K1"]');
    form.set("1_prompt", "[[[[ not JSON, and deep: a person's text");
    expect(checkActionForm(form)).toEqual({ ok: true });
  });

  it("refuses a deep or broken row, and a form without its argument list", () => {
    const deep = new FormData();
    deep.set("0", '["$Q1"]');
    deep.set("1", "[".repeat(1_000) + "]".repeat(1_000));
    expect(checkActionForm(deep)).toMatchObject({ ok: false, status: 400 });
    const rootless = new FormData();
    rootless.set("1_prompt", "hello");
    expect(checkActionForm(rootless)).toMatchObject({ ok: false, status: 400 });
  });
});

describe("checkActionRequest", () => {
  it("refuses a body over the limit with 413, whether declared or not", async () => {
    const big = `["${"a".repeat(ACTION_BODY_LIMIT_BYTES)}"]`;
    expect(await checkActionRequest(request(big))).toMatchObject({ ok: false, status: 413 });
    const stream = new Blob([big]).stream();
    const undeclared = new Request("http://app.test/", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect(await checkActionRequest(undeclared)).toMatchObject({ ok: false, status: 413 });
  });

  it("reads a multipart body as the browser's form actions send it", async () => {
    const form = new FormData();
    form.set("0", '["$K1"]');
    form.set("1_mode", "practice");
    expect(await checkActionRequest(request(form, {}))).toEqual({ ok: true });
    const broken = request("--x\r\nnot a part", { "content-type": "multipart/form-data; boundary=x" });
    expect(await checkActionRequest(broken)).toMatchObject({ ok: false, status: 400 });
  });

  it("uses the same limit as next.config.mjs", () => {
    const config = fs.readFileSync(path.resolve(__dirname, "..", "..", "next.config.mjs"), "utf8");
    expect(config).toContain(`bodySizeLimit: "${ACTION_BODY_LIMIT_BYTES / (1024 * 1024)}mb"`);
  });
});
