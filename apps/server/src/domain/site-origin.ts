// The origin of every absolute link the site gives out (canonical, hreflang, Open Graph, sitemap,
// robots.txt, e-mails, preview links): PUBLIC_URL; until it is set, the origin the first admin
// signed in from, kept in the database so every process and every restart agree; before any
// sign-in, the address the server listens on. Never the Host header of the request at hand.
import { isIP } from "node:net";
import type { Db } from "@lumiere/db";
import { readState, writeStateOnce } from "./app-state";

export interface SiteOriginDeps {
  db: Db;
  config: { publicUrl: string | undefined; host: string; port: number };
}

const KEY = "site_origin";
// Once stored it never changes: each process keeps it after reading it once.
const stored = new WeakMap<object, string>();
// Until then every page asks, so "none yet" is believed for a moment: another process's first
// sign-in shows here within that moment, and pages no longer wait on the database each time.
const NONE_YET_MS = 2000;
const noneYetSince = new WeakMap<object, number>();

/** The origin the first admin signed in from, or null before any sign-in. */
export async function storedOrigin(db: Db): Promise<string | null> {
  const known = stored.get(db);
  if (known) return known;
  const checkedAt = noneYetSince.get(db);
  if (checkedAt !== undefined && performance.now() - checkedAt < NONE_YET_MS) return null;
  const origin = (await readState(db, KEY))?.origin;
  if (typeof origin !== "string") {
    noneYetSince.set(db, performance.now());
    return null;
  }
  stored.set(db, origin);
  return origin;
}

/**
 * What siteOrigin would answer now, when that needs no database read: PUBLIC_URL, the stored
 * origin once read, or the listening address while "none yet" is still believed.
 */
export function knownSiteOrigin(deps: SiteOriginDeps): string | undefined {
  return knownSiteOriginReader(deps)();
}

/**
 * knownSiteOrigin for one server, for a caller that asks on every request: the listening address
 * is worked out once (again only if it changes).
 */
export function knownSiteOriginReader(deps: SiteOriginDeps): () => string | undefined {
  const { config, db } = deps;
  let listening = { host: "", port: -1, origin: "" };
  let asking = false;
  return () => {
    if (config.publicUrl) return config.publicUrl;
    const known = stored.get(db);
    if (known) return known;
    const checkedAt = noneYetSince.get(db);
    if (checkedAt === undefined) return undefined;
    const age = performance.now() - checkedAt;
    if (age >= NONE_YET_MS) {
      // Asked again once, in the background, while "none yet" is still believed for at most as
      // long again: a busy page is not sent, all at once, to the database each time it expires.
      if (age >= 2 * NONE_YET_MS) return undefined;
      if (!asking) {
        asking = true;
        void storedOrigin(db)
          .catch(() => undefined)
          .finally(() => {
            asking = false;
          });
      }
    }
    if (listening.host !== config.host || listening.port !== config.port)
      listening = { host: config.host, port: config.port, origin: listeningOrigin(config) };
    return listening.origin;
  };
}

/** `http://<HOST>:<port>`, with localhost for an any-interface HOST (0.0.0.0, ::). */
export function listeningOrigin(config: { host: string; port: number }): string {
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : isIP(config.host) === 6 ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

export async function siteOrigin(deps: SiteOriginDeps): Promise<string> {
  return deps.config.publicUrl ?? (await storedOrigin(deps.db)) ?? listeningOrigin(deps.config);
}

/**
 * After a sign-in with a valid password (and code): the origin it was sent to becomes the site's
 * origin if none is stored yet and PUBLIC_URL is unset. The caller passes the request's own origin,
 * whose host has passed the allow-list (plugins/security.ts). The first one stored stays.
 */
export async function rememberSignInOrigin(deps: SiteOriginDeps, origin: string): Promise<void> {
  if (deps.config.publicUrl || (await storedOrigin(deps.db))) return;
  await writeStateOnce(deps.db, KEY, { origin: new URL(origin).origin });
  noneYetSince.delete(deps.db);
}
