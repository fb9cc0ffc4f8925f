import { extractText, getDocumentProxy } from "unpdf";

/** The text of every page of a PDF, pages joined with newlines. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // unpdf (pdf.js) may transfer the buffer to its worker: hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return (Array.isArray(text) ? text : [text]).join("\n");
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}
