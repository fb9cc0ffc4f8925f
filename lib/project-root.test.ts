import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findProjectRoot, fromProjectRoot, projectRoot } from "./project-root";

describe("project root", () => {
  it("is the folder with package.json and next.config.mjs, found from this module's own file", () => {
    const root = projectRoot();
    expect(fs.existsSync(path.join(root, "next.config.mjs"))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).name).toBe("norse-ledger");
  });

  it("walks up past a build folder's own package.json to the project", () => {
    const roots = new Set(["/srv/app"]);
    expect(findProjectRoot("/srv/app/.next/server/chunks", (d) => roots.has(d))).toBe("/srv/app");
    expect(findProjectRoot("/elsewhere/deep", (d) => roots.has(d))).toBeNull();
  });

  it("resolves relative paths against the project, absolute ones as given", () => {
    expect(fromProjectRoot("../shared/island-rounds")).toBe(path.resolve(projectRoot(), "../shared/island-rounds"));
    expect(fromProjectRoot("/srv/rounds")).toBe("/srv/rounds");
  });
});
