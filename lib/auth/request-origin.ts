/*
 * The origin a browser used to reach this server. Next builds a route handler's request URL from
 * the name it was started with, which is `localhost` for loopback addresses: Auth.js's endpoints
 * then redirected a browser on http://127.0.0.2:3000 to http://localhost:3000, where it has no
 * session cookie. The Host header (or X-Forwarded-Host, which Next fills from it when a proxy sent
 * none) names the origin the browser is on; a malformed one is ignored. AUTH_URL, when the
 * operator sets it, still overrides this inside Auth.js.
 */

/** host, host:port, IPv4, [IPv6] with an optional port; at most 255 characters. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** The origin the request names (`http://127.0.0.2:3000`), or null when its headers name none usable. */
export function requestOrigin(headers: Headers): string | null {
  const host = (headers.get("x-forwarded-host") ?? headers.get("host"))?.split(",")[0]?.trim() ?? "";
  if (host.length === 0 || host.length > 255 || !HOST.test(host)) return null;
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  const scheme = proto === "https" ? "https" : "http";
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/** `url` moved to `origin`, path and query kept. */
export function withOrigin(url: string, origin: string): string {
  const u = new URL(url);
  return `${origin}${u.pathname}${u.search}`;
}
