import { z } from "zod";

/** Most bytes one attachment may decode to (real task attachments are a few kilobytes). */
export const SOLVE_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Longest file name and MIME type accepted. */
export const SOLVE_FILE_NAME_MAX_CHARS = 255;

/** Bytes a base64 text decodes to, counted without decoding (whitespace and padding skipped). */
export function base64DecodedBytes(base64: string): number {
  let symbols = 0;
  for (let i = 0; i < base64.length; i++) {
    const c = base64.charCodeAt(i);
    // Everything but "=", space, tab, CR and LF carries six bits.
    if (c !== 0x3d && c !== 0x20 && c !== 0x09 && c !== 0x0d && c !== 0x0a) symbols++;
  }
  return Math.floor((symbols * 3) / 4);
}

/** One attachment of a /solve request, as sent by the caller. */
export const solveFileSchema = z.object({
  filename: z.string().max(SOLVE_FILE_NAME_MAX_CHARS, `must be at most ${SOLVE_FILE_NAME_MAX_CHARS} characters`),
  content_base64: z
    .string()
    // A cheap bound on the text first (4 characters per 3 bytes, plus line breaks), then the exact count.
    .max(Math.ceil(SOLVE_FILE_MAX_BYTES / 3) * 4 * 2, `must decode to at most ${SOLVE_FILE_MAX_BYTES} bytes`)
    .refine((v) => base64DecodedBytes(v) <= SOLVE_FILE_MAX_BYTES, `must decode to at most ${SOLVE_FILE_MAX_BYTES} bytes`),
  mime_type: z
    .string()
    .max(SOLVE_FILE_NAME_MAX_CHARS, `must be at most ${SOLVE_FILE_NAME_MAX_CHARS} characters`)
    .default("application/octet-stream"),
});
export type SolveFile = z.infer<typeof solveFileSchema>;

export type FileFormat = "pdf" | "csv" | "image" | "text" | "other";

/** An attachment decoded to text (PDF, CSV, plain text) or kept as bytes (images). */
export interface ReadFile {
  filename: string;
  mimeType: string;
  format: FileFormat;
  /** Extracted text, at most ATTACHMENT_TEXT_MAX_CHARS; empty for images and unreadable files. */
  text: string;
  /** Set when the extracted text was longer than ATTACHMENT_TEXT_MAX_CHARS and was cut. */
  truncated?: true;
  /** CSV rows (header included) when the file is a CSV, parsed from the capped text. */
  rows?: string[][];
  bytes: Uint8Array;
  /** Why the file could not be read, if it could not. */
  error?: string;
}
