import { parseCsv } from "./csv";
import { pdfText } from "./pdf";
import type { FileFormat, ReadFile, SolveFile } from "./types";

function formatOf(file: SolveFile, bytes: Uint8Array): FileFormat {
  const name = file.filename.toLowerCase();
  const mime = (file.mime_type ?? "").toLowerCase();
  const magic = String.fromCharCode(...bytes.slice(0, 5));
  if (magic === "%PDF-" || mime === "application/pdf" || name.endsWith(".pdf")) return "pdf";
  if (mime.startsWith("image/") || /\.(png|jpe?g|gif|webp|heic|tiff?)$/.test(name)) return "image";
  if (mime.includes("csv") || name.endsWith(".csv")) return "csv";
  if (mime.startsWith("text/") || /\.(txt|xml|json)$/.test(name)) return "text";
  return "other";
}

/** Decode one attachment and extract what text it carries. Never throws. */
export async function readFile(file: SolveFile): Promise<ReadFile> {
  const bytes = new Uint8Array(Buffer.from(file.content_base64 ?? "", "base64"));
  const format = formatOf(file, bytes);
  const base = { filename: file.filename, mimeType: file.mime_type, format, bytes };
  try {
    if (format === "pdf") return { ...base, text: await pdfText(bytes) };
    if (format === "csv") {
      const text = new TextDecoder("utf-8").decode(bytes);
      return { ...base, text, rows: parseCsv(text) };
    }
    if (format === "text") return { ...base, text: new TextDecoder("utf-8").decode(bytes) };
    return { ...base, text: "" };
  } catch (err) {
    return { ...base, text: "", error: err instanceof Error ? err.message : String(err) };
  }
}

export async function readFiles(files: SolveFile[]): Promise<ReadFile[]> {
  return Promise.all(files.map(readFile));
}
