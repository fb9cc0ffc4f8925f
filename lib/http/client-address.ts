import net from "node:net";
import socketAddress from "./socket-address.json";

/*
 * The address a request came from, as far as this server can tell it. The socket's remote address
 * is the only thing a client cannot choose; `npm start` (scripts/serve.mjs) writes it into
 * SOCKET_ADDRESS_HEADER on every request, replacing whatever the client sent. X-Forwarded-For is
 * read only when the socket belongs to a proxy the operator trusts (TRUSTED_PROXIES): then the
 * client is the rightmost address in it that is not itself a trusted proxy, i.e. the one the
 * outermost trusted proxy saw. Entries a client wrote itself sit to the left of that and are ignored.
 * Pure apart from node:net's address parsing.
 */

/** Set by scripts/serve.mjs from the socket; any value a client sends is overwritten there. */
export const SOCKET_ADDRESS_HEADER: string = socketAddress.header;

/** Set by scripts/serve.mjs in this process: only then does SOCKET_ADDRESS_HEADER come from the socket. */
export const SOCKET_ADDRESS_STAMPED = Symbol.for(socketAddress.stampedSymbol);

/** Longest TRUSTED_PROXIES value and entry count read (the list is the operator's, but bounded all the same). */
const MAX_ENTRIES = 64;

/** IPv4-mapped IPv6 (`::ffff:10.0.0.1`, as a dual-stack socket reports IPv4 peers) as plain IPv4. */
export function normalizeAddress(raw: string): string | null {
  let a = raw.trim();
  if (a.startsWith("[")) a = a.replace(/^\[([^\]]*)\](?::\d+)?$/, "$1");
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(a)) a = a.replace(/:\d+$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  if (mapped) a = mapped[1];
  if (a.length > 45 || net.isIP(a) === 0) return null;
  return a.toLowerCase();
}

export type TrustedProxies = { matches: (address: string) => boolean; size: number };

/**
 * Parses TRUSTED_PROXIES: addresses and CIDR blocks separated by commas or blanks
 * (`10.0.0.5, 192.168.0.0/16, ::1`). Throws with the offending entry on a bad one.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const list = new net.BlockList();
  const entries = (value ?? "").split(/[\s,]+/).filter(Boolean);
  if (entries.length > MAX_ENTRIES) throw new Error(`lists more than ${MAX_ENTRIES} entries`);
  for (const entry of entries) {
    const [addr, bits, extra] = entry.split("/");
    const address = normalizeAddress(addr);
    if (address === null || extra !== undefined) throw new Error(`has an entry that is not an address or CIDR block: "${entry.slice(0, 60)}"`);
    const type = net.isIPv4(address) ? "ipv4" : "ipv6";
    if (bits === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
    if (!(prefix >= 0 && prefix <= (type === "ipv4" ? 32 : 128))) throw new Error(`has a CIDR block with a bad prefix length: "${entry.slice(0, 60)}"`);
    list.addSubnet(address, prefix, type);
  }
  return {
    size: entries.length,
    matches: (address) => {
      const a = normalizeAddress(address);
      return a !== null && list.check(a, net.isIPv4(a) ? "ipv4" : "ipv6");
    },
  };
}

/**
 * The client's address: the socket's, or, when the socket is a trusted proxy, the rightmost
 * X-Forwarded-For entry that is not a trusted proxy. `null` when the socket address is unknown
 * (a server started without scripts/serve.mjs): then nothing about the request is trustworthy.
 */
export function clientAddress(socket: string | null, forwardedFor: string | null, trusted: TrustedProxies): string | null {
  const peer = socket === null ? null : normalizeAddress(socket);
  if (peer === null) return null;
  if (trusted.size === 0 || !trusted.matches(peer) || !forwardedFor) return peer;
  // Bounded: a header of any size is read from its last 64 entries only (the proxies' own are at the end).
  const hops = forwardedFor.slice(-4096).split(",").slice(-MAX_ENTRIES);
  let client = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(hops[i]);
    // A malformed entry was written by someone other than a trusted proxy: stop at the last good one.
    if (hop === null) break;
    client = hop;
    if (!trusted.matches(hop)) break;
  }
  return client;
}
