import Papa from "papaparse";

/** Rows of a CSV text; the delimiter (";", ",", tab) is detected. Empty lines are dropped. */
export function parseCsv(text: string): string[][] {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    delimiter: "",
    skipEmptyLines: "greedy",
  });
  return result.data.map((row) => row.map((cell) => (cell ?? "").trim()));
}
