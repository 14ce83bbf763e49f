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

// Every address is judged by node:net's BlockList, which also matches an IPv4-mapped IPv6 address
// (::ffff:127.0.0.1) against the IPv4 rules: no address is parsed by hand here.
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** An IPv4 address written as IPv6: judged by the IPv4 rules. */
const ipv4Mapped = new BlockList();
ipv4Mapped.addSubnet("::ffff:0:0", 96, "ipv6");

/**
 * The only IPv6 a receiver may have: global unicast. Everything else (IPv4-compatible ::/96,
 * SIIT ::ffff:0:0:0/96, NAT64 64:ff9b::/96, discard, unique-local, link-local, multicast) is out.
 */
const globalUnicast = new BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");

// The IANA special-purpose registries: private, shared, link-local (cloud metadata), documentation,
// benchmarking, relay and reserved networks, where no public receiver lives.
const restricted = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.31.196.0", 24],
  ["192.52.193.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["192.175.48.0", 24],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  // Multicast (224/4) and reserved (240/4, with the broadcast address).
  ["224.0.0.0", 3],
] as const)
  restricted.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  // IETF protocol assignments: Teredo (2001::/32, which embeds an IPv4 address), benchmarking, ORCHID…
  ["2001::", 23],
  ["2001:db8::", 32],
  // 6to4: the next 32 bits are an IPv4 address, any of them.
  ["2002::", 16],
  ["3fff::", 20],
] as const)
  restricted.addSubnet(net, bits, "ipv6");

function familyOf(address: string): "ipv4" | "ipv6" | undefined {
  const version = isIP(address);
  return version === 4 ? "ipv4" : version === 6 ? "ipv6" : undefined;
}

export function isLoopback(address: string): boolean {
  const family = familyOf(address);
  return family !== undefined && loopback.check(address, family);
}

/** Whether a request may connect to this address (anything that is not an IP address may not). */
export function addressAllowed(address: string, policy: WebhookAddressPolicy): boolean {
  const family = familyOf(address);
  if (family === undefined) return false;
  if (loopback.check(address, family)) return policy.allowLoopback;
  if (family === "ipv6" && !ipv4Mapped.check(address, family) && !globalUnicast.check(address, family)) return false;
  return !restricted.check(address, family);
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
