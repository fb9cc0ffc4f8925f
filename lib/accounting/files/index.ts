export * from "./types";
export { ATTACHMENT_TEXT_MAX_CHARS, readFile, readFiles } from "./read";
export { pdfText } from "./pdf";
export { parseCsv } from "./csv";
export * from "./documents";
