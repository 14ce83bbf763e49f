// The e-mail about repeated failed sign-ins on an admin account: queued in the outbox (one per
// account per hour, whatever the number of server processes), written when it is sent.
import { and, count, type Db, eq, gte, loginFailures, outbox, sql, users } from "@lumiere/db";
import { ATTEMPT_WINDOW_MINUTES } from "../../auth/attempts";
import type { ContentDeps } from "../deps";
import { getPublicSettings } from "../settings";
import { lastSignInLang } from "./admin-lang";
import { enqueue, staffRecipients } from "./queue";
import { type Draft, signInAlert } from "./templates";

const ALERT_EVERY_MS = 60 * 60_000;

/** Queues the alert for the account unless one was queued in the last hour; true when queued. */
export async function queueSignInAlert(deps: ContentDeps, userId: number): Promise<boolean> {
  const to = await staffRecipients(deps);
  if (!to) return false;
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in-alert:${userId}`}, 0))`);
    const [recent] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.leadKind, "account"), eq(outbox.leadId, userId), gte(outbox.createdAt, new Date(Date.now() - ALERT_EVERY_MS))))
      .limit(1);
    if (recent) return false;
    // No origin: the message has no link.
    await enqueue(tx, { kind: "account", id: userId }, "", [{ audience: "staff", to }]);
    return true;
  });
}

/** The alert as it reads at send time, or null when the account is gone. */
export async function composeSignInAlert(deps: ContentDeps, userId: number): Promise<Draft | null> {
  const db: Db = deps.db;
  const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const lang = await lastSignInLang(db, user.username);
  const [failed] = await db
    .select({ failures: count(), addresses: sql<number>`count(distinct ${loginFailures.ip})` })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.username, user.username.toLowerCase()),
        gte(loginFailures.createdAt, new Date(Date.now() - ATTEMPT_WINDOW_MINUTES * 60_000)),
      ),
    );
  const s = await getPublicSettings(deps);
  return signInAlert(
    { brand: s.siteName },
    {
      username: user.username,
      lang,
      failures: Number(failed?.failures ?? 0),
      addresses: Number(failed?.addresses ?? 0),
    },
  );
}
