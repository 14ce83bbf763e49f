// People and roles: who may do what in the admin. The server enforces PERMISSIONS in its procedures
// (so /trpc and /api alike); the admin reads the same table to hide what a person cannot use.
import { z } from "zod";
import { email, idSchema, langSchema, requiredText, verbatimText } from "./common";
import { messages } from "./messages";
import { LEAD_KINDS } from "./lead-values";

export const STAFF_ROLES = ["administrator", "editor", "author", "sales"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const ALL: readonly StaffRole[] = STAFF_ROLES;
const CONTENT: readonly StaffRole[] = ["administrator", "editor"];
const WRITERS: readonly StaffRole[] = ["administrator", "editor", "author"];
const SALES: readonly StaffRole[] = ["administrator", "sales"];
const ADMIN: readonly StaffRole[] = ["administrator"];

/**
 * The one permission table: each permission and the roles that hold it. Authors read the content
 * lists and boards, but change only the articles they created (`content.own`, checked by the domain).
 */
export const PERMISSIONS = {
  /** The dashboard's counts. */
  dashboard: ALL,
  /** Your own account: name, e-mail, language, password, two-factor, your sessions. */
  account: ALL,
  /** Read every article and page, the boards, the version history and the categories. */
  "content.view": WRITERS,
  /** Create articles and change, submit, preview or discard the drafts of your own articles. */
  "content.own": WRITERS,
  /** Change any article or page, restore versions, mark translations done. */
  "content.edit": CONTENT,
  /** Publish, schedule and unschedule. */
  "content.publish": CONTENT,
  /** Approve or send back a change in review (never your own). */
  "content.approve": CONTENT,
  /** Delete an article. */
  "content.delete": CONTENT,
  /** See the Media Library (to choose pictures). */
  "media.view": WRITERS,
  /** Upload and delete media. */
  media: CONTENT,
  /** Aya's knowledge entries. */
  knowledge: CONTENT,
  /** Team page profiles: create, edit, publish, hide and delete (authors only pick their article's author). */
  profiles: CONTENT,
  redirects: CONTENT,
  /** The activity feed. */
  activity: CONTENT,
  /** The leads inbox: lists, status, notes, assignment, export, release of held leads. */
  leads: SALES,
  /** Aya's conversations with visitors. */
  conversations: SALES,
  /** Data-subject requests: find and erase a person's data, the privacy audit. */
  privacy: SALES,
  /** Site, SEO, e-mail, security, lead and workflow settings. */
  settings: ADMIN,
  /** AI provider settings and its connection test. */
  ai: ADMIN,
  /** Invite people, change roles, remove people, see and end anyone's sessions. */
  people: ADMIN,
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** Whether a role holds a permission (an unknown role holds none). */
export function can(role: string | null | undefined, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly string[]).includes(role ?? "");
}

/** Whether a person may change an article: any, with `content.edit`; else only one they created. */
export function mayChangeArticle(person: { id: number; role: string | null | undefined }, ownerId: number | null): boolean {
  return can(person.role, "content.edit") || (can(person.role, "content.own") && ownerId === person.id);
}

/** Every permission a role holds, as `auth.me` sends it to the admin. */
export function permissionsOf(role: string | null | undefined): Permission[] {
  return PERMISSION_NAMES.filter((p) => can(role, p));
}

/** The permission needed to see each admin section (ids of apps/web/src/admin/sections.ts); a list: any of them. */
export const sectionPermission: Readonly<Record<string, Permission | readonly Permission[]>> = {
  dashboard: "dashboard",
  articles: "content.view",
  pages: "content.edit",
  landing: "content.view",
  media: "media.view",
  "case-studies": "content.view",
  clients: "content.edit",
  "ai-assistant": "content.own",
  analytics: "dashboard",
  collaboration: "activity",
  plugins: "settings",
  workflows: "content.view",
  versions: "content.view",
  contacts: "leads",
  consultations: "leads",
  signups: "leads",
  privacy: "privacy",
  // Knowledge and conversations are there too: an editor sees the knowledge tab, sales the
  // conversations tab, and the provider settings need "ai".
  "ai-settings": ["knowledge", "conversations", "ai"],
  settings: "settings",
  people: "people",
  profiles: "profiles",
  account: "account",
};

/** Whether a role may open a section; a section missing from the table is for administrators. */
export function canSee(role: string | null | undefined, sectionId: string): boolean {
  const needed = sectionPermission[sectionId] ?? "people";
  return typeof needed === "string" ? can(role, needed) : needed.some((p) => can(role, p));
}

const role = z.enum(STAFF_ROLES, { error: messages.roleInvalid.message });

/** A new password: the rule ADMIN_PASSWORD follows too (8 characters at least). */
export const passwordSchema = z
  .string({ error: messages.passwordRequired.message })
  .min(8, { error: messages.passwordTooShort.message })
  .max(1000, { error: messages.tooLong.message });

const username = requiredText(messages.usernameRequired, 100);
const displayName = requiredText(messages.nameRequired, 100);

export const inviteInputSchema = z.object({ email: email(), role, lang: langSchema });
export type InviteInput = z.infer<typeof inviteInputSchema>;

/** The invitation link's token: 32 random bytes, base64url. */
export const invitationTokenSchema = z
  .string({ error: messages.tokenInvalid.message })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: messages.tokenInvalid.message });
export const invitationInputSchema = z.object({ token: invitationTokenSchema });

export const acceptInvitationInputSchema = z.object({
  token: invitationTokenSchema,
  username,
  displayName,
  password: passwordSchema,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;

export const setRoleInputSchema = z.object({ userId: idSchema, role });
export type SetRoleInput = z.infer<typeof setRoleInputSchema>;

export const userIdInputSchema = z.object({ userId: idSchema });
/** Your own when `userId` is left out; someone else's needs "people". */
export const optionalUserIdInputSchema = z.object({ userId: idSchema.optional() }).optional();

/** A session's public id (never the stored hash). */
export const sessionPublicIdSchema = z
  .string({ error: messages.sessionInvalid.message })
  .regex(/^[0-9a-f]{16}$/, { error: messages.sessionInvalid.message });
export const revokeSessionInputSchema = z.object({ userId: idSchema.optional(), sessionId: sessionPublicIdSchema });

export const updateAccountInputSchema = z.object({
  displayName,
  email: email(),
  /** The language of your e-mails; null: the language you last signed in with. */
  lang: langSchema.nullable(),
});
export type UpdateAccountInput = z.infer<typeof updateAccountInputSchema>;

export const changePasswordInputSchema = z.object({
  currentPassword: verbatimText(1000).pipe(z.string().min(1, { error: messages.passwordRequired.message })),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const assignLeadInputSchema = z.object({
  kind: z.enum(LEAD_KINDS, { error: messages.choiceInvalid.message }),
  id: idSchema,
  /** null: nobody (the lead goes back to the shared inbox). */
  userId: idSchema.nullable(),
});
export type AssignLeadInput = z.infer<typeof assignLeadInputSchema>;

export const revokeInvitationInputSchema = z.object({ id: idSchema });
