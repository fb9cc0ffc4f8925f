import { z } from "zod";

/** One attachment of a /solve request, as sent by the caller. */
export const solveFileSchema = z.object({
  filename: z.string(),
  content_base64: z.string(),
  mime_type: z.string().default("application/octet-stream"),
});
export type SolveFile = z.infer<typeof solveFileSchema>;

export type FileFormat = "pdf" | "csv" | "image" | "text" | "other";

/** An attachment decoded to text (PDF, CSV, plain text) or kept as bytes (images). */
export interface ReadFile {
  filename: string;
  mimeType: string;
  format: FileFormat;
  /** Extracted text; empty for images and unreadable files. */
  text: string;
  /** CSV rows (header included) when the file is a CSV. */
  rows?: string[][];
  bytes: Uint8Array;
  /** Why the file could not be read, if it could not. */
  error?: string;
}
