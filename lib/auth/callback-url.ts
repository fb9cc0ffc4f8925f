/*
 * Where to send a person after signing in or out. The target comes from the request (a query
 * parameter, a form field, Auth.js's callback-url cookie), so it is untrusted: only a path on
 * this same site is kept. Checking the text ("starts with / but not //") is not enough, because
 * browsers read `/\evil.example`, `/%5Cevil.example` (once decoded) and `/\t/evil.example` as
 * another host; parsing the target the way a browser does and comparing origins is.
 */

/** Longer targets are not paths this app produces; refusing them keeps the parse cheap. */
const MAX_TARGET_LENGTH = 2048;

/** Stands in for the app's origin when only the path matters (the sign-in form). */
const PLACEHOLDER_ORIGIN = "http://app.invalid";

/**
 * The same-origin path (with query and fragment) a redirect target names, or "/" when it names
 * anything else: another host, another scheme, a protocol-relative `//host`, or not a string.
 */
export function safeCallbackPath(raw: unknown, origin: string = PLACEHOLDER_ORIGIN): string {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_TARGET_LENGTH) return "/";
  let base: URL;
  let target: URL;
  try {
    base = new URL(origin);
    target = new URL(raw, base);
  } catch {
    return "/";
  }
  if (target.origin !== base.origin || target.username || target.password) return "/";
  // The serialised path is what the browser will request; `//x` there would be read as a host.
  const path = `${target.pathname}${target.search}${target.hash}`;
  if (!path.startsWith("/") || path.startsWith("//")) return "/";
  return path;
}

/** Auth.js redirect callback: an absolute URL on `baseUrl`, the site's root for anything else. */
export function sameOriginRedirect(url: string, baseUrl: string): string {
  const origin = new URL(baseUrl).origin;
  return `${origin}${safeCallbackPath(url, origin)}`;
}
