import fs from "node:fs";
import path from "node:path";

/** A real attachment of the shared task set, as a request sends it (tests only). */
export function sharedAttachment(name: string) {
  return {
    filename: name,
    mime_type: "application/pdf",
    content_base64: fs.readFileSync(path.join(process.cwd(), "../shared/tripletex/attachments", name)).toString("base64"),
  };
}

/** A plain-text attachment typed in a test, read and parsed as a request's file is (tests only). */
export async function typedAttachment(filename: string, text: string) {
  const { parseDocument, readFiles } = await import("@/lib/accounting/files");
  return (await readFiles([{ filename, mime_type: "text/plain", content_base64: Buffer.from(text).toString("base64") }])).map(parseDocument);
}
