/**
 * The first e-mail address in a text, in linear time. A pattern such as
 * `[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}` is tried from every position and rescans the
 * whole run of address characters each time, so a long run without a valid address costs the
 * square of its length. Here each "@" is visited once: the local part is read backwards from it
 * (at most 64 characters, the limit of an address's local part) and the domain forwards (at most
 * 253). No "@", no search.
 */

const LOCAL_MAX = 64;
// Sticky: matched at the character after the "@", never searched for.
const DOMAIN = /[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,63}/y;

function isLocalChar(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) || // a-z
    (code >= 0x41 && code <= 0x5a) || // A-Z
    (code >= 0x30 && code <= 0x39) || // 0-9
    code === 0x2e || // .
    code === 0x5f || // _
    code === 0x25 || // %
    code === 0x2b || // +
    code === 0x2d // -
  );
}

/** "E-post: ola@example.org, tlf …" → "ola@example.org". */
export function findEmail(text: string): string | undefined {
  for (let at = text.indexOf("@"); at >= 0; at = text.indexOf("@", at + 1)) {
    let start = at;
    while (start > 0 && at - start < LOCAL_MAX && isLocalChar(text.charCodeAt(start - 1))) start--;
    if (start === at) continue;
    DOMAIN.lastIndex = at + 1;
    const domain = DOMAIN.exec(text);
    if (domain) return text.slice(start, at + 1) + domain[0];
  }
  return undefined;
}
