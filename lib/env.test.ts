import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env";

describe("environment", () => {
  it("works with nothing set: practice mode on the embedded services", () => {
    const e = parseEnv({});
    expect(e.PORT).toBe(3000);
    expect(e.practiceMode).toBe(true);
    expect(e.islandApiUrl).toBe("http://127.0.0.1:3000/emulator/astar-island");
    expect(e.databaseUrl).toMatch(/^file:.*\.data[\\/]app\.db$/);
  });

  it("switches to the real island service when its URL is given", () => {
    const e = parseEnv({ ISLAND_API_URL: "https://api.example.com/astar-island/" });
    expect(e.practiceMode).toBe(false);
    expect(e.islandApiUrl).toBe("https://api.example.com/astar-island");
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
    [{ DATABASE_URL: "postgres://db/x" }, "DATABASE_URL"],
    [{ ISLAND_API_URL: "ftp://x" }, "ISLAND_API_URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ EMULATOR_ENABLED: "maybe" }, "EMULATOR_ENABLED"],
  ])("rejects %o naming %s", (vars, name) => {
    expect(() => parseEnv(vars)).toThrow(ConfigError);
    try {
      parseEnv(vars);
    } catch (err) {
      expect((err as ConfigError).variable).toBe(name);
      expect((err as Error).message).toMatch(new RegExp(`^Configuration error: ${name} `));
    }
  });

  it("stops start-up with one clear line, not a stack trace", () => {
    let stderr = "";
    let status = 0;
    try {
      execFileSync(process.execPath, ["--import", "tsx", "scripts/check-env.ts"], {
        env: { ...process.env, PORT: "not-a-port" },
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (err) {
      const e = err as { status: number; stderr: Buffer };
      status = e.status;
      stderr = e.stderr.toString();
    }
    expect(status).toBe(1);
    const lines = stderr.trim().split("\n").filter((l) => !l.startsWith("npm warn"));
    expect(lines).toEqual(['Configuration error: PORT must be a port number 1-65535 (got "not-a-port")']);
  });
});
