import { describe, expect, it } from "vitest";
import { baseUrlShapeProblem, isInternalAddress, upstreamRefusal, type UpstreamPolicy } from "./upstream-policy";

const policy: UpstreamPolicy = { allowPrivate: false, selfPort: 3000, selfOrigin: "http://127.0.0.1:3000", sandbox: true };
const publicDns = async () => ["93.184.216.34"];

describe("baseUrlShapeProblem", () => {
  it.each([
    ["https://tx-proxy.example.com/v2", null],
    ["http://127.0.0.1:3000/emulator/tripletex/v2", null],
    ["ftp://example.com/v2", "must be an http(s) URL"],
    ["file:///etc/passwd", "must be an http(s) URL"],
    ["javascript:alert(1)", "must be an http(s) URL"],
    ["not a url", "must be an http(s) URL"],
    ["https://user:pw@example.com/v2", "must not carry a user name or password (send the session_token instead)"],
    ["https://user@example.com/v2", "must not carry a user name or password (send the session_token instead)"],
    ["https://example.com/v2#", "must not have a fragment (#…)"],
    ["https://example.com/v2#x", "must not have a fragment (#…)"],
    ["https://example.com/v2?x=1", "must not have a query (?…)"],
  ])("%s", (url, problem) => {
    expect(baseUrlShapeProblem(url)).toBe(problem);
  });
});

describe("isInternalAddress", () => {
  it.each(["127.0.0.1", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.20", "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1", "255.255.255.255", "::1", "::", "fd00::1", "fe80::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:a00:1"])(
    "%s is internal",
    (ip) => expect(isInternalAddress(ip)).toBe(true),
  );
  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700::1111", "::ffff:808:808", "64:ff9b::808:808", "::ffff:0:808:808", "2002:808:808::1"])(
    "%s is public",
    (ip) => expect(isInternalAddress(ip)).toBe(false),
  );
  // IPv6 addresses that carry an IPv4 address a translator or tunnel delivers to.
  it.each([
    "64:ff9b::7f00:1", // NAT64, well-known prefix: 127.0.0.1
    "64:ff9b::127.0.0.1",
    "64:FF9B:0:0:0:0:a9fe:a9fe", // 169.254.169.254, written out
    "::ffff:0:7f00:1", // SIIT, IPv4-translated: 127.0.0.1
    "::ffff:0:192.168.1.20",
    "64:ff9b:1::808:808", // NAT64, local-use prefix: internal whatever it carries
    "64:ff9b:1:abcd::1",
    "2002:7f00:1::", // 6to4 of 127.0.0.1
    "2002:a00:1::1",
    "::a00:1", // IPv4-compatible 10.0.0.1
  ])("%s is internal", (ip) => expect(isInternalAddress(ip)).toBe(true));
});

describe("upstreamRefusal", () => {
  it("refuses loopback, private and internal hosts in every spelling", async () => {
    for (const url of [
      "http://127.0.0.1:8080/v2",
      "http://2130706433/v2",
      "http://0x7f.1/v2",
      "http://017700000001/v2",
      "http://127.1/v2",
      "http://[::1]:3000/v2",
      "http://[::ffff:127.0.0.1]/v2",
      "http://[64:ff9b::127.0.0.1]/v2",
      "http://[::ffff:0:127.0.0.1]:3000/v2",
      "http://[64:ff9b:1::a00:1]/v2",
      "http://localhost/v2",
      "http://LOCALHOST./v2",
      "http://192.168.1.20/v2",
      "http://169.254.169.254/latest",
      "http://0/v2",
      // The app itself, outside the sandbox.
      "http://127.0.0.1:3000/api/solve",
      "http://127.0.0.1:3000/emulator/astar-island/rounds",
    ]) {
      expect(await upstreamRefusal(url, policy, publicDns), url).toMatch(/^points at a loopback, private or internal address/);
    }
  });

  it("refuses a host name that resolves to an internal address", async () => {
    expect(await upstreamRefusal("https://intranet.example/v2", policy, async () => ["93.184.216.34", "10.0.0.5"])).toMatch(/^points at a loopback/);
    expect(await upstreamRefusal("https://tx.example/v2", policy, publicDns)).toBeNull();
  });

  it("lets the embedded sandbox through on loopback and the origin the server reaches itself on", async () => {
    for (const url of ["http://127.0.0.1:3000/emulator/tripletex/v2", "http://localhost:3000/emulator/tripletex/v2", "http://[::1]:3000/emulator/tripletex/v2"]) {
      expect(await upstreamRefusal(url, policy, publicDns), url).toBeNull();
    }
    const lan = { ...policy, selfOrigin: "http://192.168.1.20:3000" };
    expect(await upstreamRefusal("http://192.168.1.20:3000/emulator/tripletex/v2", lan, publicDns)).toBeNull();
    // Another port, a path that only looks like the sandbox's, or no sandbox at all.
    expect(await upstreamRefusal("http://127.0.0.1:3001/emulator/tripletex/v2", policy, publicDns)).not.toBeNull();
    expect(await upstreamRefusal("http://127.0.0.1:3000/emulator/tripletex/../../api/solve", policy, publicDns)).not.toBeNull();
    expect(await upstreamRefusal("http://127.0.0.1:3000/emulator/tripletex/v2", { ...policy, sandbox: false }, publicDns)).not.toBeNull();
  });

  it("allows internal hosts when configured, but never a bad shape", async () => {
    const open = { ...policy, allowPrivate: true };
    expect(await upstreamRefusal("http://127.0.0.1:8080/v2", open, publicDns)).toBeNull();
    expect(await upstreamRefusal("http://127.0.0.1:8080/v2#", open, publicDns)).toBe("must not have a fragment (#…)");
  });
});
