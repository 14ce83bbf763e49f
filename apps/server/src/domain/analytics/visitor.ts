// The visitor id: a hash of the day's random salt, the site, the IP and the user agent. The salt is
// one row per UTC day shared by every process (the first to need it inserts it), and deleted once
// the day is over, so nobody (not even us) can tell whether two visits on different days were one person.
import { createHash, randomBytes } from "node:crypto";
import { analyticsSalts, type Db, eq } from "@lumiere/db";
import type { Visit } from "./visit";

/** The UTC day of a moment, as YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day's salt, created by the first process that needs it. */
export async function dailySalt(db: Db, day: string): Promise<string> {
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!row) throw new Error(`analytics salt for ${day} missing right after its insert`);
  return row.salt;
}

export function visitorHash(salt: string, site: string, visit: Visit): string {
  return createHash("sha256").update(`${salt}\n${site}\n${visit.ip}\n${visit.userAgent}`).digest("base64url").slice(0, 22);
}

/** Salts of this process, today's only (an older day's salt is never used again). */
export function createSaltCache(db: Db) {
  let day = "";
  let salt: Promise<string> | null = null;
  return (at: Date): Promise<string> => {
    const wanted = utcDay(at);
    if (wanted !== day || !salt) {
      day = wanted;
      salt = dailySalt(db, wanted);
      salt.catch(() => {
        if (day === wanted) salt = null;
      });
    }
    return salt;
  };
}
