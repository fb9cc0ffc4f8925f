import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import os from "node:os";
import { pathToFileURL } from "node:url";
import { ConfigError, isLoopbackHost, parseEnv } from "./env";
import { projectRoot } from "./project-root";

describe("environment", () => {
  it("works with nothing set: practice mode on the embedded services", () => {
    const e = parseEnv({});
    expect(e.PORT).toBe(3000);
    expect(e.practiceMode).toBe(true);
    expect(e.islandApiUrl).toBe("http://127.0.0.1:3000/emulator/astar-island");
    expect(e.databaseUrl).toMatch(/^file:.*\.data[\\/]app\.db$/);
    expect(e.HOSTNAME).toBe("127.0.0.1");
    expect(e.servesOthers).toBe(false);
    expect(e.TEAM_ACCESS_CODE).toBeUndefined();
    expect(e.PRACTICE_MAX_OPEN_ROUNDS).toBe(3);
  });

  it("listens on loopback unless HOSTNAME says otherwise", () => {
    expect(parseEnv({ HOSTNAME: "" }).HOSTNAME).toBe("127.0.0.1");
    const e = parseEnv({ HOSTNAME: "0.0.0.0", EMULATOR_ADMIN_KEY: "a-key-of-our-own", SOLVE_API_KEY: "a-solve-key-of-our-own" });
    expect(e.servesOthers).toBe(true);
    expect(e.selfOrigin).toBe("http://127.0.0.1:3000");
    expect(e.islandApiUrl).toBe("http://127.0.0.1:3000/emulator/astar-island");
  });

  it("reaches itself on the address it listens on", () => {
    const key = { EMULATOR_ADMIN_KEY: "a-key-of-our-own", SOLVE_API_KEY: "a-solve-key-of-our-own" };
    expect(parseEnv({ HOSTNAME: "::", ...key }).selfOrigin).toBe("http://127.0.0.1:3000");
    expect(parseEnv({ HOSTNAME: "192.168.1.20", PORT: "8080", ...key }).selfOrigin).toBe("http://192.168.1.20:8080");
    expect(parseEnv({ HOSTNAME: "::1" }).selfOrigin).toBe("http://[::1]:3000");
    expect(parseEnv({ HOSTNAME: "localhost" }).selfOrigin).toBe("http://localhost:3000");
  });

  it.each([
    ["127.0.0.1", true],
    ["127.1.2.3", true],
    ["localhost", true],
    ["LOCALHOST", true],
    ["::1", true],
    ["[::1]", true],
    ["::ffff:127.0.0.1", true],
    ["0.0.0.0", false],
    ["::", false],
    ["192.168.1.20", false],
    ["10.0.0.1", false],
    ["fe80::1", false],
    ["agent.example.com", false],
    ["128.0.0.1", false],
  ])("%s is loopback: %s", (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });

  it("refuses the public default admin key when other machines can connect", () => {
    expect(() => parseEnv({ HOSTNAME: "0.0.0.0" })).toThrow(/^Configuration error: EMULATOR_ADMIN_KEY must be set/);
    expect(() => parseEnv({ HOSTNAME: "0.0.0.0", EMULATOR_ADMIN_KEY: "practice-admin-key" })).toThrow(ConfigError);
    expect(parseEnv({ HOSTNAME: "0.0.0.0", EMULATOR_ENABLED: "false", SOLVE_API_KEY: "a-solve-key-of-our-own" }).servesOthers).toBe(true);
    expect(parseEnv({ HOSTNAME: "127.0.0.1" }).EMULATOR_ADMIN_KEY).toBe("practice-admin-key");
  });

  it("requires a key for /api/solve when other machines can connect", () => {
    const key = { EMULATOR_ADMIN_KEY: "a-key-of-our-own" };
    expect(() => parseEnv({ HOSTNAME: "0.0.0.0", ...key })).toThrow(
      "Configuration error: SOLVE_API_KEY must be set when HOSTNAME (0.0.0.0) lets other machines connect: /api/solve would otherwise run any caller's task",
    );
    expect(() => parseEnv({ HOSTNAME: "192.168.1.20", ...key, SOLVE_API_KEY: "  " })).toThrow(/^Configuration error: SOLVE_API_KEY must be set/);
    expect(() => parseEnv({ HOSTNAME: "0.0.0.0", ...key, SOLVE_API_KEY: "short" })).toThrow("Configuration error: SOLVE_API_KEY must be at least 16 characters");
    expect(parseEnv({ HOSTNAME: "::1" }).SOLVE_API_KEY).toBeUndefined();
    expect(parseEnv({ HOSTNAME: "0.0.0.0", ...key, SOLVE_API_KEY: "a-solve-key-of-our-own" }).servesOthers).toBe(true);
  });

  it("reaches private accounting APIs only when allowed, and reads small answers", () => {
    expect(parseEnv({}).SOLVE_ALLOW_PRIVATE_UPSTREAMS).toBe(false);
    expect(parseEnv({ SOLVE_ALLOW_PRIVATE_UPSTREAMS: "true" }).SOLVE_ALLOW_PRIVATE_UPSTREAMS).toBe(true);
    expect(parseEnv({}).TRIPLETEX_MAX_RESPONSE_BYTES).toBe(2 * 1024 * 1024);
    expect(() => parseEnv({ TRIPLETEX_MAX_RESPONSE_BYTES: String(20 * 1024 * 1024) })).toThrow(/TRIPLETEX_MAX_RESPONSE_BYTES must be at most 16 MiB/);
  });

  it("reads real rounds from one folder, relative to the project folder", () => {
    expect(parseEnv({}).islandRoundsDir).toBe(path.resolve(projectRoot(), "../shared/island-rounds"));
    expect(parseEnv({ ISLAND_ROUNDS_DIR: "rounds" }).islandRoundsDir).toBe(path.join(projectRoot(), "rounds"));
    expect(parseEnv({ ISLAND_ROUNDS_DIR: "/srv/rounds" }).islandRoundsDir).toBe("/srv/rounds");
  });

  it("resolves the rounds folder from the project folder when started in another folder", () => {
    const root = projectRoot();
    const loader = pathToFileURL(path.join(root, "node_modules/tsx/dist/loader.mjs")).href;
    const envModule = JSON.stringify(path.join(root, "lib/env.ts"));
    const out = execFileSync(process.execPath, ["--import", loader, "-e", `import(${envModule}).then((m) => console.log((m.parseEnv ?? m.default.parseEnv)({}).islandRoundsDir))`], {
      cwd: os.tmpdir(),
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, "tsconfig.json") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    expect(out.toString().trim()).toBe(path.resolve(root, "../shared/island-rounds"));
  });

  it("takes a team access code and a cap on open practice rounds", () => {
    const e = parseEnv({ TEAM_ACCESS_CODE: "  fjord-raven-42  ", PRACTICE_MAX_OPEN_ROUNDS: "5" });
    expect(e.TEAM_ACCESS_CODE).toBe("fjord-raven-42");
    expect(e.PRACTICE_MAX_OPEN_ROUNDS).toBe(5);
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
    [{ HOSTNAME: "bad host" }, "HOSTNAME"],
    [{ HOSTNAME: "http://0.0.0.0" }, "HOSTNAME"],
    [{ TEAM_ACCESS_CODE: "short" }, "TEAM_ACCESS_CODE"],
    [{ TEAM_ACCESS_CODE: "x".repeat(300) }, "TEAM_ACCESS_CODE"],
    [{ TEAM_ACCESS_CODE: "password" }, "TEAM_ACCESS_CODE"],
    [{ TEAM_ACCESS_CODE: "Password2026!" }, "TEAM_ACCESS_CODE"],
    [{ PRACTICE_MAX_OPEN_ROUNDS: "0" }, "PRACTICE_MAX_OPEN_ROUNDS"],
    [{ PRACTICE_MAX_OPEN_ROUNDS: "500" }, "PRACTICE_MAX_OPEN_ROUNDS"],
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
