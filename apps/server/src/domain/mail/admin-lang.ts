// The language an admin reads the site's e-mails in: the one their last sign-in was made in.
import { and, auditLog, type Db, desc, eq } from "@lumiere/db";
import { isLang, type Lang } from "@lumiere/i18n";

/** The language of `username`'s last sign-in, or of anyone's when no name is given; undefined when unknown. */
export async function lastSignInLang(db: Db, username?: string): Promise<Lang | undefined> {
  const [last] = await db
    .select({ data: auditLog.data })
    .from(auditLog)
    .where(and(eq(auditLog.action, "sign_in"), username === undefined ? undefined : eq(auditLog.actor, username)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const lang = last?.data.lang;
  return typeof lang === "string" && isLang(lang) ? lang : undefined;
}
