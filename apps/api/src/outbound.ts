import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Loopback, private, link-local, shared and unspecified ranges: no address a headquarter configures (a customer
 * gateway, a webhook) may lead there, or it would reach the server's own network (server-side request forgery).
 * GATEWAY_PRIVATE_HOSTS=1 lifts the check (a gateway on the same network, the tests' local receivers).
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const)
  INTERNAL.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["::ffff:0:0", 96],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  INTERNAL.addSubnet(network, prefix, "ipv6");

/** Whether the URL's host is, or resolves to, an internal address. */
export async function isInternalUrl(url: string): Promise<boolean> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  return addresses.some((a) => INTERNAL.check(a.address, a.family === 6 ? "ipv6" : "ipv4"));
}
