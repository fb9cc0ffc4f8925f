import { parseDocument, readFiles, type ParsedDocument } from "@/lib/accounting/files";

/** A plain-text attachment as the agent reads it (for tests of requests that come with a document). */
export async function attachedText(filename: string, text: string): Promise<ParsedDocument[]> {
  return (await readFiles([{ filename, mime_type: "text/plain", content_base64: Buffer.from(text).toString("base64") }])).map(parseDocument);
}
