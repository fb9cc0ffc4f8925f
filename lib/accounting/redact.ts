/**
 * Short, redacted summaries of error text that came from another service (an accounting API's
 * error body, an island service's detail). Such text may echo what it was sent: a session token,
 * an Authorization header, a password. Pages show the summary, never the raw text.
 *
 * Every pattern is linear: single character classes with bounded or non-overlapping repeats, run
 * on input first cut to a bounded length.
 */

export const REDACTED = "[redacted]";

/** Longest summary shown. */
export const SUMMARY_MAX_CHARS = 300;

/** Input is cut to this before any pattern runs (far beyond what is shown). */
const SCAN_MAX_CHARS = 4096;

/** Names of fields, headers and query parameters whose value is a secret. */
const SECRET_NAME = /token|secret|passw|pwd|api[-_.]?key|access[-_.]?key|private[-_.]?key|session|authori[sz]ation|authenticat|^auth(?!or)|cookie|credential|signature|^key$|^sig$|^pass$|^pw$/i;

/** scheme://user:password@host → the user information goes. */
const URL_USERINFO = /\b([a-z][a-z0-9+.-]{0,20}:\/\/)[^\s/?#@"'<>]{1,256}@/gi;

/**
 * name=value, name: value, "name": "value" (JSON, headers, query strings). The value is a quoted
 * string, or an optional auth scheme word and one run of non-separators.
 */
const NAME_VALUE = /(["']?)\b([A-Za-z][\w.-]{0,63})\1(\s{0,3}[:=]\s{0,3})(?:"([^"\n]{0,1024})"|'([^'\n]{0,1024})'|((?:(?:basic|bearer|token|digest)\s{1,3})?[^\s"'&,;{}()<>[\]]{1,1024}))/gi;

/** user:password@host[:port] without a scheme (connection strings, proxy settings): the user information goes. */
const BARE_USERINFO = /(^|[\s(,;="'<>[\]])[^\s/?#@:"'<>()[\],;=]{1,64}:[^\s/?#@"'<>]{1,256}@(?=[A-Za-z0-9[])/g;

/** host:port:user:password (the proxy-list form): the user and password go. */
const HOST_PORT_CREDENTIALS = /\b([A-Za-z0-9][A-Za-z0-9.-]{0,252}:\d{1,5}):[^\s:@"'<>]{1,64}:[^\s"'<>]{1,256}/g;

/**
 * A password named in prose without a separator: "pw hunter2", "pwd s3cret", "password Vinter-99"
 * ("password: …" is NAME_VALUE's). After the long words only a value with a digit or a symbol is
 * taken for a password: "password is required" and "password validation failed" are prose.
 */
const PASSWORD_WORD = /\b(pw|pwd|passwd|password|passord|passwort)(\s{1,3})([^\s"'&,;{}()<>[\]]{1,1024})/gi;

/** Authorization schemes written without a name before them. */
const AUTH_SCHEME = /\b(basic|bearer)\s{1,3}[A-Za-z0-9._~+/=-]{8,1024}/gi;

/** A JSON Web Token (three base64url parts). */
const JWT = /\beyJ[A-Za-z0-9_-]{4,2048}\.[A-Za-z0-9_-]{4,2048}(?:\.[A-Za-z0-9_-]{0,2048})?/g;

/** One run of base64 / base64url / hex characters (judged by looksLikeKey). */
const KEY_RUN = /[A-Za-z0-9+/_-]{24,}={0,2}/g;

/**
 * Long hex (digests, keys; UUIDs count, dashes aside), or long base64 mixing cases and digits.
 * A path whose segments are each a word or a number (travelExpense/12/convert) is not a key.
 */
function looksLikeKey(run: string): boolean {
  if (run.includes("/") && run.split("/").every((segment) => /^(?:[A-Za-z]*|[0-9]+)$/.test(segment))) return false;
  const hexDigits = run.replace(/-/g, "");
  if (/^[0-9a-f]+$/i.test(hexDigits) && hexDigits.length >= 32) return true;
  return run.length >= 24 && /[0-9]/.test(run) && /[a-z]/.test(run) && /[A-Z]/.test(run);
}

/** Removes values that look like secrets from any text; keeps its length bounded by the input's. */
export function redactSecrets(text: string): string {
  return redactNamedValues(text.slice(0, SCAN_MAX_CHARS))
    .replace(URL_USERINFO, `$1${REDACTED}@`)
    .replace(AUTH_SCHEME, (_m, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(KEY_RUN, (run) => (looksLikeKey(run) ? REDACTED : run));
}

/** Only the values of secret-named fields and query parameters, passwords named in prose, and user information (for paths). */
export function redactNamedValues(text: string): string {
  return text
    .slice(0, SCAN_MAX_CHARS)
    .replace(URL_USERINFO, `$1${REDACTED}@`)
    .replace(BARE_USERINFO, `$1${REDACTED}@`)
    .replace(HOST_PORT_CREDENTIALS, `$1:${REDACTED}`)
    .replace(PASSWORD_WORD, (match: string, word: string, gap: string, value: string) => {
      const prose = word.length > 6 && /^\p{L}+[.!?]?$/u.test(value);
      return value.startsWith(REDACTED) || /^[:=]/.test(value) || prose ? match : `${word}${gap}${REDACTED}`;
    })
    .replace(NAME_VALUE, (match: string, quote: string, name: string, sep: string, dq?: string, sq?: string) => {
      if (!SECRET_NAME.test(name)) return match;
      const value = dq !== undefined ? `"${REDACTED}"` : sq !== undefined ? `'${REDACTED}'` : REDACTED;
      return `${quote}${name}${quote}${sep}${value}`;
    });
}

/** A redacted, single-line summary of at most `max` characters (null stays null). */
export function redactSummary(text: string, max?: number): string;
export function redactSummary(text: string | null | undefined, max?: number): string | null;
export function redactSummary(text: string | null | undefined, max = SUMMARY_MAX_CHARS): string | null {
  if (text === null || text === undefined) return null;
  const flat = redactSecrets(text).replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
