import { describe, expect, it } from "vitest";
import { clientAddress, normalizeAddress, parseTrustedProxies } from "./client-address";

const none = parseTrustedProxies(undefined);

describe("clientAddress", () => {
  it("takes the socket's address and ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(clientAddress("203.0.113.9", "10.9.9.9", none)).toBe("203.0.113.9");
    expect(clientAddress("::ffff:203.0.113.9", "10.9.9.9", none)).toBe("203.0.113.9");
    expect(clientAddress("2001:DB8::1", null, none)).toBe("2001:db8::1");
  });

  it("ignores X-Forwarded-For from a socket that is not a trusted proxy", () => {
    const trusted = parseTrustedProxies("10.0.0.0/8");
    expect(clientAddress("203.0.113.9", "198.51.100.1", trusted)).toBe("203.0.113.9");
  });

  it("takes the rightmost address a trusted proxy did not write itself", () => {
    const trusted = parseTrustedProxies("10.0.0.5, 192.168.0.0/16 ::1");
    // The client wrote "1.2.3.4" itself; the proxy appended the address it saw.
    expect(clientAddress("10.0.0.5", "1.2.3.4, 198.51.100.1", trusted)).toBe("198.51.100.1");
    // Two trusted hops.
    expect(clientAddress("::1", "1.2.3.4, 198.51.100.1, 192.168.4.4", trusted)).toBe("198.51.100.1");
    // Only trusted hops: the leftmost.
    expect(clientAddress("10.0.0.5", "192.168.1.1", trusted)).toBe("192.168.1.1");
    // A malformed entry stops the walk at the last good one.
    expect(clientAddress("10.0.0.5", "1.2.3.4, bogus, 192.168.1.1", trusted)).toBe("192.168.1.1");
    expect(clientAddress("10.0.0.5", "", trusted)).toBe("10.0.0.5");
    // Bounded: a header of any size.
    expect(clientAddress("10.0.0.5", "1.1.1.1,".repeat(200_000) + "198.51.100.1", trusted)).toBe("198.51.100.1");
  });

  it("knows no client when the socket address is unknown", () => {
    expect(clientAddress(null, "1.2.3.4", parseTrustedProxies("0.0.0.0/0"))).toBeNull();
    expect(clientAddress("not an address", null, none)).toBeNull();
  });
});

describe("parseTrustedProxies", () => {
  it("reads addresses and CIDR blocks of both families", () => {
    const t = parseTrustedProxies("127.0.0.1,10.1.0.0/16 fd00::/8 [::1]");
    expect(t.size).toBe(4);
    for (const a of ["127.0.0.1", "::ffff:127.0.0.1", "10.1.200.3", "fd12::3", "::1"]) expect(t.matches(a), a).toBe(true);
    for (const a of ["127.0.0.2", "10.2.0.1", "fe80::1", "garbage"]) expect(t.matches(a), a).toBe(false);
  });

  it("refuses entries that are not addresses or blocks", () => {
    for (const bad of ["proxy.example", "10.0.0.0/33", "::/129", "10.0.0.0/8/1", "10.0.0.0/x", "1.2.3"]) {
      expect(() => parseTrustedProxies(bad), bad).toThrow();
    }
    expect(() => parseTrustedProxies(Array.from({ length: 65 }, (_, i) => `10.0.0.${i}`).join(","))).toThrow(/more than 64/);
  });

  it("normalizes what sockets and proxies report", () => {
    expect(normalizeAddress("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(normalizeAddress("192.0.2.1:8080")).toBe("192.0.2.1");
    expect(normalizeAddress(" ::FFFF:192.0.2.1 ")).toBe("192.0.2.1");
    expect(normalizeAddress("x".repeat(100))).toBeNull();
  });
});
