import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { accessCodeMatches, accessCodeRequired, expectedAccessCode, generateAccessCode, storedAccessCode } from "./access-code";

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "access-code-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("team access code", () => {
  it("is not asked for on loopback with none configured: the practice button works as it is", () => {
    const e = parseEnv({ DATA_DIR: tempDir() });
    expect(accessCodeRequired(e)).toBe(false);
    expect(expectedAccessCode(e)).toBeNull();
    expect(fs.readdirSync(e.dataDir)).toEqual([]);
  });

  it("is asked for whenever one is configured, loopback or not", () => {
    const e = parseEnv({ TEAM_ACCESS_CODE: "fjord-raven-42", DATA_DIR: tempDir() });
    expect(accessCodeRequired(e)).toBe(true);
    expect(expectedAccessCode(e)).toBe("fjord-raven-42");
  });

  it("is generated into the data directory when other machines can connect and none is configured", () => {
    const dataDir = tempDir();
    const e = parseEnv({ HOSTNAME: "0.0.0.0", EMULATOR_ADMIN_KEY: "a-key-of-our-own", SOLVE_API_KEY: "a-solve-key-of-our-own", DATA_DIR: dataDir });
    expect(accessCodeRequired(e)).toBe(true);
    const code = expectedAccessCode(e);
    expect(code).toMatch(/^[2-9a-z]{5}(-[2-9a-z]{5}){3}$/);
    expect(fs.readFileSync(path.join(dataDir, "team-access-code"), "utf8").trim()).toBe(code);
    expect((fs.statSync(path.join(dataDir, "team-access-code")).mode & 0o777).toString(8)).toBe("600");
    // Kept across restarts.
    expect(expectedAccessCode(e)).toBe(code);
    expect(storedAccessCode(dataDir)).toMatchObject({ code, created: false });
  });

  it("is printed by the start-up check, which generates it first", () => {
    const dataDir = tempDir();
    const run = (extra: Record<string, string>) =>
      execFileSync(process.execPath, ["--import", "tsx", "scripts/check-env.ts"], {
        env: { ...process.env, DATA_DIR: dataDir, EMULATOR_ADMIN_KEY: "a-key-of-our-own", SOLVE_API_KEY: "a-solve-key-of-our-own", TEAM_ACCESS_CODE: "", ISLAND_API_URL: "", ...extra },
        stdio: ["ignore", "pipe", "pipe"],
      }).toString();
    expect(run({ HOSTNAME: "127.0.0.1" })).toBe("");
    const out = run({ HOSTNAME: "0.0.0.0" });
    const code = fs.readFileSync(path.join(dataDir, "team-access-code"), "utf8").trim();
    expect(out).toContain(`practice sign-in asks for the team access code ${code} `);
    expect(run({ HOSTNAME: "0.0.0.0", TEAM_ACCESS_CODE: "fjord-raven-42" })).toBe("");
  });

  it("replaces a damaged stored code", () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, "team-access-code"), "\n");
    const { code, created } = storedAccessCode(dataDir);
    expect(created).toBe(true);
    expect(code).toMatch(/^[2-9a-z]{5}(-[2-9a-z]{5}){3}$/);
  });

  it("differs every time it is generated", () => {
    const codes = new Set(Array.from({ length: 200 }, generateAccessCode));
    expect(codes.size).toBe(200);
  });

  it("matches only the exact code", () => {
    expect(accessCodeMatches("fjord-raven-42", "fjord-raven-42")).toBe(true);
    expect(accessCodeMatches("  fjord-raven-42\n", "fjord-raven-42")).toBe(true);
    for (const given of ["", "fjord-raven-4", "fjord-raven-421", "FJORD-RAVEN-42", "fjörd-raven-42", undefined, null, 42, ["fjord-raven-42"]]) {
      expect(accessCodeMatches(given, "fjord-raven-42")).toBe(false);
    }
    expect(accessCodeMatches("f".repeat(10_000), "fjord-raven-42")).toBe(false);
  });
});
