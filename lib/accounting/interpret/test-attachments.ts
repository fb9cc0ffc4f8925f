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
