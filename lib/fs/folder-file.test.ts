import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { FolderFileError, folderHas, readFolderFile, readFolderGzip } from "./folder-file";

// Real files of every hostile kind in a real folder: a FIFO, a device, links out, a sparse giant.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "folder-file-"));
const outside = fs.mkdtempSync(path.join(os.tmpdir(), "folder-file-outside-"));
fs.writeFileSync(path.join(root, "ok.json"), '{"a":1}');
fs.mkdirSync(path.join(root, "sub"));
fs.writeFileSync(path.join(root, "sub", "inner.json"), "[1]");
fs.symlinkSync(path.join(root, "sub", "inner.json"), path.join(root, "link-inside.json"));
fs.symlinkSync("/etc/passwd", path.join(root, "passwd.json"));
fs.writeFileSync(path.join(outside, "secret.json"), "TOP-SECRET");
fs.symlinkSync(path.join(outside, "secret.json"), path.join(root, "secret.json"));
fs.symlinkSync("/dev/zero", path.join(root, "zero-link.json"));
execFileSync("mkfifo", [path.join(root, "fifo.json")]);
// A sparse file of 10 GB: its size says so, but it occupies nothing.
fs.closeSync(fs.openSync(path.join(root, "sparse.json"), "w"));
fs.truncateSync(path.join(root, "sparse.json"), 10 * 1024 ** 3);
fs.writeFileSync(path.join(root, "packed.gz"), gzipSync(Buffer.alloc(5 * 1024 * 1024, 0x20)));
let device = false;
try {
  // The same character device as /dev/zero, made inside the folder (needs root; skipped otherwise).
  execFileSync("mknod", [path.join(root, "zero.json"), "c", "1", "5"], { stdio: "ignore" });
  device = true;
} catch {
  device = false;
}

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

async function refusal(rel: string, max = 1024 * 1024): Promise<FolderFileError> {
  const err = await readFolderFile(root, rel, max).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FolderFileError);
  return err as FolderFileError;
}

describe("readFolderFile", () => {
  it("reads regular files of the folder, through links that stay inside", async () => {
    expect((await readFolderFile(root, "ok.json", 100)).toString()).toBe('{"a":1}');
    expect((await readFolderFile(root, "link-inside.json", 100)).toString()).toBe("[1]");
  });

  it("refuses a FIFO at once instead of waiting for a writer", async () => {
    // No writer ever comes: a reader that waited would never answer (the test would time out).
    const err = await refusal("fifo.json");
    expect(err.problem).toBe("not_regular");
    expect(err.message).toBe("fifo.json is not a regular file");
  });

  it.runIf(device)("refuses a character device like /dev/zero", async () => {
    expect((await refusal("zero.json")).message).toBe("zero.json is not a regular file");
  });

  it("refuses links that leave the folder, naming no target", async () => {
    for (const rel of ["passwd.json", "secret.json", "zero-link.json", "../" + path.basename(outside) + "/secret.json"]) {
      const err = await refusal(rel);
      expect(err.problem).toBe("outside");
      expect(err.message).not.toMatch(/etc|passwd\b.*\/|TOP-SECRET|tmp/);
    }
  });

  it("refuses a sparse 10 GB file by its size without reading it, and a file past the cap", async () => {
    // A refusal while reading would say the same, after at most the cap and one chunk: read or not,
    // the 10 GB are never taken in.
    expect((await refusal("sparse.json")).message).toBe("sparse.json is larger than 1048576 bytes");
    expect((await refusal("ok.json", 3)).problem).toBe("too_large");
  });

  it("says a missing file is missing", async () => {
    expect((await refusal("nothing.json")).message).toBe("nothing.json is missing");
    expect(await folderHas(root, "nothing.json")).toBe(false);
    expect(await folderHas(root, "passwd.json")).toBe(false);
    expect(await folderHas(root, "ok.json")).toBe(true);
  });
});

describe("readFolderGzip", () => {
  it("stops inflating past its cap", async () => {
    expect((await readFolderGzip(root, "packed.gz", 1024 * 1024, 6 * 1024 * 1024)).length).toBe(5 * 1024 * 1024);
    await expect(readFolderGzip(root, "packed.gz", 1024 * 1024, 1024 * 1024)).rejects.toThrow("packed.gz inflates to more than 1048576 bytes");
    await expect(readFolderGzip(root, "ok.json", 1024, 1024)).rejects.toThrow("ok.json is not a gzip file");
  });
});
