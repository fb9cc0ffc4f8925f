import { constants } from "node:fs";
import { open, realpath } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";

/**
 * Reading a file of one configured folder, where the folder's content is not trusted to be what
 * it claims: a name may be a FIFO (a blocking read would wait for a writer forever), a device
 * (`/dev/zero` never ends and `stat` says 0 bytes), a symbolic link to a secret elsewhere, or a
 * sparse file of terabytes. Only regular files inside the folder are read, asynchronously, and
 * never more than the cap: the size is checked before reading and the bytes are counted while
 * reading (a file may grow meanwhile). Errors name the file relative to the folder and never
 * quote its content.
 */

/** A refusal whose message is safe to show: a relative name and a reason, no path, no content. */
export class FolderFileError extends Error {
  constructor(
    readonly file: string,
    readonly problem: "missing" | "outside" | "not_regular" | "too_large" | "unreadable",
    message: string,
  ) {
    super(message);
    this.name = "FolderFileError";
  }
}

/** Bytes read at a time: a file costs at most its cap plus one chunk, whatever it says of itself. */
const CHUNK_BYTES = 64 * 1024;

// A FIFO opened without O_NONBLOCK blocks until a writer comes; O_NOFOLLOW refuses a link swapped
// in after the check. Both are 0 (ignored) where the platform lacks them.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

function code(err: unknown): string | undefined {
  return err && typeof err === "object" && "code" in err ? String((err as { code: unknown }).code) : undefined;
}

/** The real path of `rel` under `root`, refused when it (through links) leaves the folder. */
async function insideFolder(root: string, rel: string): Promise<string> {
  const realRoot = await realpath(root);
  let real: string;
  try {
    real = await realpath(path.join(realRoot, rel));
  } catch (err) {
    if (code(err) === "ENOENT") throw new FolderFileError(rel, "missing", `${rel} is missing`);
    throw new FolderFileError(rel, "unreadable", `${rel} cannot be read`);
  }
  if (!real.startsWith(realRoot + path.sep)) throw new FolderFileError(rel, "outside", `${rel} leads outside the folder`);
  return real;
}

/** The bytes of the regular file `rel` under the folder `root`, refused past `maxBytes`. */
export async function readFolderFile(root: string, rel: string, maxBytes: number): Promise<Buffer> {
  const file = await insideFolder(root, rel);
  let handle;
  try {
    handle = await open(file, OPEN_FLAGS);
  } catch {
    throw new FolderFileError(rel, "unreadable", `${rel} cannot be read`);
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new FolderFileError(rel, "not_regular", `${rel} is not a regular file`);
    if (stat.size > maxBytes) throw new FolderFileError(rel, "too_large", `${rel} is larger than ${maxBytes} bytes`);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      let bytesRead: number;
      try {
        ({ bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, null));
      } catch {
        throw new FolderFileError(rel, "unreadable", `${rel} cannot be read`);
      }
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) throw new FolderFileError(rel, "too_large", `${rel} is larger than ${maxBytes} bytes`);
      chunks.push(chunk.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks, total);
  } finally {
    await handle.close();
  }
}

const gunzipAsync = promisify(gunzip);

/** A gzip file of the folder, inflated off the event loop to at most `maxInflated` bytes. */
export async function readFolderGzip(root: string, rel: string, maxBytes: number, maxInflated: number): Promise<Buffer> {
  const packed = await readFolderFile(root, rel, maxBytes);
  try {
    return await gunzipAsync(packed, { maxOutputLength: maxInflated });
  } catch (err) {
    if (code(err) === "ERR_BUFFER_TOO_LARGE") throw new FolderFileError(rel, "too_large", `${rel} inflates to more than ${maxInflated} bytes`);
    throw new FolderFileError(rel, "unreadable", `${rel} is not a gzip file`);
  }
}

/** Whether `rel` names something under the folder (any kind of entry; nothing is read). */
export async function folderHas(root: string, rel: string): Promise<boolean> {
  try {
    await insideFolder(root, rel);
    return true;
  } catch {
    return false;
  }
}
