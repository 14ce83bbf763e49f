// Where a webhook may be sent. A URL is checked on save and again at each send, on the addresses
// its host resolves to then; the request connects to the address that was checked (never resolved
// a second time), so a DNS answer that changes between the check and the connection cannot reach
// a private network.
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { messages } from "@lumiere/validation";
import { Refusal } from "../refusal";

export interface WebhookAddressPolicy {
  /** This machine may be called (http:// too): outside production, or WEBHOOKS_ALLOW_HTTP=1. */
  allowLoopback: boolean;
}

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

// Networks no public receiver lives on: private, shared, link-local (cloud metadata), reserved.
const restricted = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  restricted.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 127],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  restricted.addSubnet(net, bits, "ipv6");

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one. */
function unmapped(address: string): { address: string; family: 4 | 6 } {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (v4) return { address: v4, family: 4 };
  return { address, family: isIP(address) === 6 ? 6 : 4 };
}

export function isLoopback(address: string): boolean {
  const a = unmapped(address);
  return loopback.check(a.address, a.family === 4 ? "ipv4" : "ipv6");
}

/** Whether a request may connect to this address. */
export function addressAllowed(address: string, policy: WebhookAddressPolicy): boolean {
  const a = unmapped(address);
  if (isLoopback(a.address)) return policy.allowLoopback;
  return !restricted.check(a.address, a.family === 4 ? "ipv4" : "ipv6");
}

export interface ResolvedTarget {
  url: URL;
  /** The address the request connects to. */
  address: string;
  family: 4 | 6;
}

/**
 * Resolves a webhook URL once and says where to connect, or refuses (as the form's `url` field):
 * https only (http only to this machine when allowed); every address the name has must be allowed,
 * so no answer of a round-robin name leads to a private network.
 */
export async function resolveTarget(raw: string, policy: WebhookAddressPolicy): Promise<ResolvedTarget> {
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const thisMachine = host === "localhost" || (isIP(host) !== 0 && isLoopback(host));
  if (url.protocol !== "https:" && !(url.protocol === "http:" && thisMachine && policy.allowLoopback)) {
    throw new Refusal("invalid", messages.httpsUrlInvalid, "url");
  }
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new Refusal("invalid", messages.webhookUrlUnknownHost, "url");
  }
  if (addresses.length === 0) throw new Refusal("invalid", messages.webhookUrlUnknownHost, "url");
  if (!addresses.every((a) => addressAllowed(a.address, policy))) throw new Refusal("invalid", messages.webhookUrlPrivate, "url");
  const [first] = addresses as [{ address: string; family: number }];
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
