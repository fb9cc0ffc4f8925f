import { lookup } from "node:dns/promises";
import net from "node:net";

/**
 * Which accounting API base URLs /api/solve may call. The base URL comes with the request, so
 * without limits the agent is a way to reach whatever this machine reaches: the app itself, the
 * loopback interface, the LAN. By default only public hosts are called, plus the embedded
 * accounting sandbox of this same server; loopback, private, link-local and other internal
 * addresses (in any spelling the URL parser accepts: `2130706433`, `0x7f.1`, `[::ffff:7f00:1]`, and behind
 * IPv6 translation prefixes: `[64:ff9b::127.0.0.1]`, `[::ffff:0:127.0.0.1]`, 64:ff9b:1::/48)
 * only when the operator allows them (SOLVE_ALLOW_PRIVATE_UPSTREAMS).
 */

export type UpstreamPolicy = {
  allowPrivate: boolean;
  /** This server's port and the origin it reaches itself on: the sandbox lives there. */
  selfPort: number;
  selfOrigin: string;
  /** Whether the embedded accounting sandbox is served. */
  sandbox: boolean;
};

/** The embedded sandbox's path: a base URL under it on this server is always allowed. */
export const SANDBOX_PATH = "/emulator/tripletex/";

/** A base URL's shape: http(s), no credentials, no query, no fragment; null when fine. */
export function baseUrlShapeProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "must be an http(s) URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "must be an http(s) URL";
  if (url.username !== "" || url.password !== "") return "must not carry a user name or password (send the session_token instead)";
  // The agent appends API paths to the base URL: a query or fragment would swallow them.
  if (raw.includes("#")) return "must not have a fragment (#…)";
  if (raw.includes("?")) return "must not have a query (?…)";
  return null;
}

function ipv4Internal(ip: string): boolean {
  const [a, b] = ip.split(".").map(Number);
  return (
    a === 0 || // "this network"
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast, reserved, broadcast
  );
}

/** An IPv6 address as its eight 16-bit groups (`::` expanded, a trailing dotted IPv4 read as two groups). */
function ipv6Groups(ip: string): number[] | null {
  if (!net.isIPv6(ip)) return null;
  let text = ip.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, null];
  const part = (s: string) => (s === "" ? [] : s.split(":").map((g) => parseInt(g, 16)));
  const front = part(head);
  const back = tail === null ? [] : part(tail);
  const groups = tail === null ? front : [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 ? groups : null;
}

const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/**
 * The IPv4 address an IPv6 address stands for, where a translator or tunnel delivers it there:
 * IPv4-compatible `::a.b.c.d`, IPv4-mapped `::ffff:a.b.c.d`, SIIT's IPv4-translated `::ffff:0:a.b.c.d`, NAT64's well-known
 * `64:ff9b::a.b.c.d`, 6to4's `2002:AABB:CCDD::`. Null for any other address.
 */
function embeddedV4(ip: string): string | null {
  const g = ipv6Groups(ip);
  if (!g) return null;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 6)) return v4Of(g[6], g[7]); // IPv4-compatible (deprecated), `::` and `::1` included
  if (zeros(0, 5) && g[5] === 0xffff) return v4Of(g[6], g[7]);
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return v4Of(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4Of(g[6], g[7]);
  if (g[0] === 0x2002) return v4Of(g[1], g[2]);
  return null;
}

/** NAT64's local-use prefix 64:ff9b:1::/48 (RFC 8215): a translator of this network, whatever it carries. */
function isLocalNat64(ip: string): boolean {
  const g = ipv6Groups(ip);
  return g !== null && g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1;
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (`::ffff:7f00:1` → `127.0.0.1`), or null. */
function mappedV4(ip: string): string | null {
  const g = ipv6Groups(ip);
  return g && g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff ? v4Of(g[6], g[7]) : null;
}

/** Whether an IP address is loopback, private, link-local or otherwise not a public host. */
export function isInternalAddress(ip: string): boolean {
  if (net.isIPv4(ip)) return ipv4Internal(ip);
  if (!net.isIPv6(ip)) return true;
  const h = ip.toLowerCase();
  const v4 = embeddedV4(h);
  if (v4) return ipv4Internal(v4);
  return (
    h === "::" ||
    h === "::1" ||
    isLocalNat64(h) ||
    /^f[cd]/.test(h) || // unique local
    /^fe[89ab]/.test(h) || // link-local
    /^ff/.test(h) || // multicast
    /^::(\d|$)/.test(h) // IPv4-compatible and unspecified forms
  );
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
}

function isLoopbackName(host: string): boolean {
  const h = host.toLowerCase();
  const v4 = net.isIPv4(h) ? h : mappedV4(h);
  return h === "localhost" || h.endsWith(".localhost") || h === "::1" || (v4 !== null && v4.startsWith("127."));
}

/** Whether `url` is the embedded sandbox of this server (on loopback or the origin it serves on). */
export function isOwnSandbox(url: URL, policy: UpstreamPolicy): boolean {
  if (!policy.sandbox || !url.pathname.startsWith(SANDBOX_PATH)) return false;
  if (url.origin === new URL(policy.selfOrigin).origin) return true;
  const port = url.port === "" ? (url.protocol === "https:" ? 443 : 80) : Number(url.port);
  return port === policy.selfPort && isLoopbackName(hostOf(url));
}

export type Resolve = (host: string) => Promise<string[]>;

const resolveAll: Resolve = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Why the agent must not call `raw`, or null when it may. A host name is resolved and every
 * address it gives is checked (a name that cannot be resolved is left to fail when called).
 */
export async function upstreamRefusal(raw: string, policy: UpstreamPolicy, resolve: Resolve = resolveAll): Promise<string | null> {
  const shape = baseUrlShapeProblem(raw);
  if (shape) return shape;
  if (policy.allowPrivate) return null;
  const url = new URL(raw);
  if (isOwnSandbox(url, policy)) return null;
  const host = hostOf(url);
  const refusal = "points at a loopback, private or internal address: this server calls such hosts only when SOLVE_ALLOW_PRIVATE_UPSTREAMS=true";
  if (host === "localhost" || host.endsWith(".localhost")) return refusal;
  if (net.isIP(host) !== 0) return isInternalAddress(host) ? refusal : null;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return null;
  }
  return addresses.some(isInternalAddress) ? refusal : null;
}
