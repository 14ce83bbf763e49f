// Invitations to the admin. The link's token is signed with the site's key from the invitation's
// id and creation time, so the e-mail can be written when it is sent while the table holds only
// the token's SHA-256. Accepted once, before it expires, unless withdrawn: one UPDATE decides.
import { createHash, createHmac } from "node:crypto";
import { and, eq, gt, type Db, invitations, isNull, sql, type Tx, users } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import { type AcceptInvitationInput, type InviteInput, serverMessages, type StaffRole } from "@lumiere/validation";
import { hashPassword } from "../../auth/passwords";
import { createSession, generateSessionToken, type SessionOrigin } from "../../auth/sessions";
import { recordActivity } from "../activity";
import type { ContentDeps, WakeDeps } from "../deps";
import { previewKey } from "../editorial/preview";
import { enqueue } from "../mail/queue";
import { invitationMail } from "../mail/people-mail";
import type { Draft } from "../mail/templates";
import { Refusal } from "../refusal";
import { getPublicSettings, getSessionTimeoutMinutes } from "../settings";
import { type SiteOriginDeps, siteOrigin } from "../site-origin";
import { isUniqueViolation } from "../unique-violation";
import { requireInviterAuthority } from "./authority";
import { nameOf } from "./names";

export const INVITATION_DAYS = 7;

/** The site's signing key (the preview links' key). */
export type KeyDeps = { db: Db; config: { previewSecret?: string | undefined } };

const signingKey = (deps: KeyDeps) => previewKey({ db: deps.db, config: { previewSecret: deps.config.previewSecret } });

const tokenOf = (key: Buffer, invitation: { id: number; createdAt: Date }) =>
  createHmac("sha256", key).update(`invitation.${invitation.id}.${invitation.createdAt.getTime()}`).digest("base64url");

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The page that accepts an invitation, on the site's origin; the token travels in the fragment. */
export const invitationLink = (origin: string, lang: Lang, token: string) => `${origin}/${lang}/admin/invite#token=${token}`;

/** Invites `input.email`: any earlier pending invitation of that address is withdrawn, the e-mail queued. */
export async function invitePerson(deps: ContentDeps & KeyDeps & WakeDeps, input: InviteInput, inviter: { id: number; username: string }) {
  const email = input.email.toLowerCase();
  // Read before the transaction: the key may be read or written through another connection.
  const key = await signingKey(deps);
  const invitation = await deps.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (taken) throw new Refusal("invalid", serverMessages.emailTaken, "email");
    await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(invitations.email, email), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
    const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 3600_000);
    const [row] = await tx
      .insert(invitations)
      .values({ email, role: input.role, lang: input.lang, invitedBy: inviter.id, expiresAt, tokenHash: `pending:${crypto.randomUUID()}` })
      .returning();
    if (!row) throw new Error("invitation not created");
    await tx
      .update(invitations)
      .set({ tokenHash: hashOf(tokenOf(key, row)) })
      .where(eq(invitations.id, row.id));
    // The link is written at send time, from the site's configured origin.
    await enqueue(tx, { kind: "invitation", id: row.id }, "", [{ audience: "staff", to: email }]);
    await recordActivity(tx, {
      action: "person.invite",
      actor: inviter.username,
      subjectKind: "invitation",
      subjectId: String(row.id),
      data: { role: input.role },
    });
    return row;
  });
  deps.wake("mail");
  return { id: invitation.id, email, role: invitation.role, expiresAt: invitation.expiresAt.toISOString() };
}

/** The invitation e-mail as it reads at send time, or null once it cannot be accepted any more. */
export async function composeInvitation(deps: SiteOriginDeps & KeyDeps & ContentDeps, id: number): Promise<Draft | null> {
  const [row] = await deps.db.select().from(invitations).where(eq(invitations.id, id));
  if (!row || row.acceptedAt || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
  const [inviter] = row.invitedBy
    ? await deps.db.select({ username: users.username, displayName: users.displayName }).from(users).where(eq(users.id, row.invitedBy))
    : [];
  const site = await getPublicSettings(deps);
  const link = invitationLink(await siteOrigin(deps), row.lang, tokenOf(await signingKey(deps), row));
  return invitationMail(
    { brand: site.siteName },
    { lang: row.lang, role: row.role, inviter: inviter ? nameOf(inviter) : site.siteName, link },
  );
}

/** Why a token cannot be used: the refusal its state calls for. */
function unusable(row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date } | undefined): Refusal {
  if (!row) return new Refusal("not_found", serverMessages.invitationNotFound);
  if (row.acceptedAt) return new Refusal("conflict", serverMessages.invitationUsed);
  if (row.revokedAt) return new Refusal("conflict", serverMessages.invitationRevoked);
  return new Refusal("conflict", serverMessages.invitationExpired);
}

/** What the invitation page shows before it is accepted; refused when it cannot be used. */
export async function invitationInfo(db: Db, token: string): Promise<{ email: string; role: StaffRole; lang: Lang }> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashOf(token)));
  if (!row || row.acceptedAt || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw unusable(row);
  await requireInviterAuthority(db, row.invitedBy);
  return { email: row.email, role: row.role, lang: row.lang };
}

/**
 * Accepts an invitation: claims it (one UPDATE: not accepted, not withdrawn, not expired), creates
 * the person and signs them in, all in one transaction; a username already taken leaves the
 * invitation as it was.
 */
export async function acceptInvitation(deps: ContentDeps, input: AcceptInvitationInput, origin: SessionOrigin) {
  const username = input.username.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const token = generateSessionToken();
  const timeout = await getSessionTimeoutMinutes(deps);
  const tokenHash = hashOf(input.token);
  try {
    return await deps.db.transaction(async (tx: Tx) => {
      const [claimed] = await tx
        .update(invitations)
        .set({ acceptedAt: new Date() })
        .where(
          and(
            eq(invitations.tokenHash, tokenHash),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
            gt(invitations.expiresAt, sql`now()`),
          ),
        )
        .returning();
      if (!claimed) {
        const [row] = await tx.select().from(invitations).where(eq(invitations.tokenHash, tokenHash));
        throw unusable(row);
      }
      // Refused here, the claim is rolled back with everything else: nothing is created.
      await requireInviterAuthority(tx, claimed.invitedBy);
      const [user] = await tx
        .insert(users)
        .values({ username, passwordHash, role: claimed.role, email: claimed.email, displayName: input.displayName, lang: claimed.lang })
        .returning({ id: users.id, username: users.username });
      if (!user) throw new Error("person not created");
      await tx.update(invitations).set({ acceptedBy: user.id }).where(eq(invitations.id, claimed.id));
      const session = await createSession(tx, token, user.id, timeout, origin);
      await recordActivity(tx, {
        action: "person.join",
        actor: user.username,
        subjectKind: "person",
        subjectId: user.username,
        data: { role: claimed.role },
      });
      await recordActivity(tx, { action: "sign_in", actor: user.username, data: { lang: claimed.lang } });
      return { token, expiresAt: session.expiresAt, username: user.username };
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_username_unique")) throw new Refusal("invalid", serverMessages.usernameTaken, "username");
    if (isUniqueViolation(error, "users_email_idx")) throw new Refusal("conflict", serverMessages.emailTaken);
    throw error;
  }
}

/** Withdraws a pending invitation; false when there is none by that id. */
export async function revokeInvitation(db: Db, id: number, actor: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .returning({ id: invitations.id });
    if (!row) return false;
    await recordActivity(tx, { action: "invitation.revoke", actor, subjectKind: "invitation", subjectId: String(row.id) });
    return true;
  });
}
