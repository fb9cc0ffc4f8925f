import { parseCsv } from "./csv";
import { pdfText } from "./pdf";
import type { FileFormat, ReadFile, SolveFile } from "./types";

/**
 * Most characters of text kept from one attachment. Real task documents hold a few hundred; the
 * cap bounds the work every document reader does on an untrusted file.
 */
export const ATTACHMENT_TEXT_MAX_CHARS = 200_000;

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

/** The text cut to ATTACHMENT_TEXT_MAX_CHARS, and whether it was cut. */
function capped(text: string): { text: string; truncated?: true } {
  return text.length > ATTACHMENT_TEXT_MAX_CHARS ? { text: text.slice(0, ATTACHMENT_TEXT_MAX_CHARS), truncated: true } : { text };
}

function decodeUtf8(bytes: Uint8Array): string {
  // A UTF-8 character is at most 4 bytes: decoding more than that many is never needed.
  return new TextDecoder("utf-8").decode(bytes.subarray(0, ATTACHMENT_TEXT_MAX_CHARS * 4 + 4));
}

/**
 * A converter's note in brackets on the first line of a text made from a PDF or a scan
 * ("[konvertert fra PDF: faktura_5521.pdf]", "[converted from scan]"): no part of the document.
 */
const CONVERTER_WORD = String.raw`\b(?:pdf|ocr|scan\w*|skann\w*|konvert\w*|convert\w*|umgewandelt|exporte?d?|eksportert)\b`;
/** …in brackets or between runs of dashes or equal signs ("--- Scan -> Text (OCR), Seite 1/1 ---"). */
const CONVERTER_NOTE = new RegExp(
  String.raw`^\uFEFF?[ \t]{0,8}(?:\[[^\]\n]{0,160}?${CONVERTER_WORD}[^\]\n]{0,160}\]|\([^)\n]{0,160}?${CONVERTER_WORD}[^\n]{0,160}\)|[-=*#~]{2,8}[^\n]{0,160}?${CONVERTER_WORD}[^\n]{0,160}?[-=*#~]{2,8})[ \t]*(?:\r?\n|$)`,
  "i",
);

function withoutConverterNote(text: string): string {
  const m = CONVERTER_NOTE.exec(text.slice(0, 400));
  return m ? text.slice(m[0].length) : text;
}

/** Decode one attachment and extract what text it carries (capped). Never throws. */
export async function readFile(file: SolveFile): Promise<ReadFile> {
  const bytes = new Uint8Array(Buffer.from(file.content_base64 ?? "", "base64"));
  const format = formatOf(file, bytes);
  const base = { filename: file.filename, mimeType: file.mime_type, format, bytes };
  try {
    if (format === "pdf") return { ...base, ...capped(await pdfText(bytes)) };
    if (format === "csv") {
      const text = capped(decodeUtf8(bytes));
      return { ...base, ...text, rows: parseCsv(text.text) };
    }
    if (format === "text") return { ...base, ...capped(withoutConverterNote(decodeUtf8(bytes))) };
    return { ...base, text: "" };
  } catch (err) {
    return { ...base, text: "", error: err instanceof Error ? err.message : String(err) };
  }
}

export async function readFiles(files: SolveFile[]): Promise<ReadFile[]> {
  return Promise.all(files.map(readFile));
}
