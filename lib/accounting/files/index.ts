export * from "./types";
export { readFile, readFiles } from "./read";
export { pdfText } from "./pdf";
export { parseCsv } from "./csv";
export * from "./documents";
