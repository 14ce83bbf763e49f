// Who may do what: the role's permissions (PERMISSIONS of @lumiere/validation) and the site's
// two-factor requirement. Every staff procedure asks here before it runs.
import { can, type Permission, serverMessages } from "@lumiere/validation";
import type { ContentDeps } from "../deps";
import { forbidden, Refusal } from "../refusal";
import { readSettings } from "../settings";

export interface Staff {
  id: number;
  username: string;
  role: string;
  hasTwoFactor: boolean;
}

/** Whether the site requires two-factor of everyone (Settings → Security). */
export async function twoFactorRequired(deps: ContentDeps): Promise<boolean> {
  return (await readSettings(deps, "security")).requireTwoFactor === true;
}

/**
 * Refuses unless `user`'s role holds `permission`. While two-factor is required and this person has
 * not set it up, only their own account ("account": where they set it up) stays open.
 */
export async function requirePermission(deps: ContentDeps, user: Staff, permission: Permission): Promise<void> {
  if (!can(user.role, permission)) throw forbidden();
  if (permission !== "account" && !user.hasTwoFactor && (await twoFactorRequired(deps))) {
    throw new Refusal("forbidden", serverMessages.twoFactorRequired);
  }
}
