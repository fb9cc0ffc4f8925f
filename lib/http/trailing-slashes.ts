/**
 * `url` without its trailing slashes. A loop rather than `url.replace(/\/+$/, "")`: that pattern
 * is tried from every slash of a run and rescans the run each time, so a base URL sent as
 * "http://x" followed by many slashes and one letter costs the square of their number.
 */
export function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url.charCodeAt(end - 1) === 0x2f) end--;
  return url.slice(0, end);
}
