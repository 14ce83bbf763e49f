// Host names as a Host header or ALLOWED_HOSTS gives them: a name or an address, maybe a port.

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** A host name (lower case; IPv6 in brackets) and its port; no port in a pattern means any port. */
export interface HostName {
  name: string;
  port: number | null;
}

/** `name[:port]` split and lower-cased, or null when it is not a well-formed host. */
export function parseHost(value: string | undefined): HostName | null {
  if (!value || !HOST.test(value)) return null;
  const host = value.toLowerCase();
  const colon = host.lastIndexOf(":");
  if (colon <= host.lastIndexOf("]")) return { name: host, port: null };
  return { name: host.slice(0, colon), port: Number(host.slice(colon + 1)) };
}

/** The host of an absolute URL ("https://www.example.com" gives www.example.com, any port). */
export function hostOfUrl(url: string): HostName | null {
  return parseHost(new URL(url).host);
}

export function hostMatches(host: HostName, pattern: HostName): boolean {
  return host.name === pattern.name && (pattern.port === null || pattern.port === host.port);
}

/** This machine, whatever the port: `localhost` (and `*.localhost`), 127.0.0.0/8, [::1]. */
export function isLoopback(host: HostName): boolean {
  return host.name === "localhost" || host.name.endsWith(".localhost") || host.name === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(host.name);
}
