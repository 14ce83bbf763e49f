import { type Db, inArray, isNotNull, settings, users } from "@lumiere/db";
import {
  AI_DEFAULTS,
  type AiSettingsInput,
  BRAND,
  SETTINGS_DEFAULTS,
  type SettingsSaveInput,
  type SettingsType,
  settingsSchemaByType,
} from "@lumiere/validation";
import type { ContentDeps } from "./deps";

export { BRAND, SETTINGS_DEFAULTS };

export const DEFAULT_SYSTEM_PROMPT =
  "You are Aya, the assistant of Lumière AI, an AI consulting company in Paris. Answer briefly and " +
  "accurately from the site's content given to you, in the visitor's language, and cite the pages you used. " +
  "If you do not know, say so and suggest the contact page. Offer the free consultation when the visitor " +
  "asks about prices, projects or meetings.";

export type SiteSettings = (typeof SETTINGS_DEFAULTS)["site"] &
  (typeof SETTINGS_DEFAULTS)["seo"] &
  Omit<(typeof SETTINGS_DEFAULTS)["email"], "smtpPassword"> &
  (typeof SETTINGS_DEFAULTS)["security"] & { twoFactorEnabled: boolean; smtpPasswordSet: boolean };

async function loadRows(db: Db, types: string[]) {
  const rows = await db.select({ type: settings.type, data: settings.data }).from(settings).where(inArray(settings.type, types));
  return new Map(rows.map((r) => [r.type, r.data]));
}

/** One settings type, stored values over defaults; stored junk never breaks a read. */
function readType<T extends SettingsType>(rows: Map<string, Record<string, unknown>>, type: T) {
  const parsed = settingsSchemaByType[type].partial().safeParse(rows.get(type) ?? {});
  return { ...SETTINGS_DEFAULTS[type], ...(parsed.success ? stripUndefined(parsed.data) : {}) } as (typeof SETTINGS_DEFAULTS)[T];
}
function stripUndefined(o: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** Every setting as the admin sees it; the SMTP password itself never leaves the server. */
export async function getSettings(db: Db): Promise<SiteSettings> {
  const rows = await loadRows(db, ["site", "seo", "email", "security"]);
  const { smtpPassword, ...email } = readType(rows, "email");
  const twoFactor = await db.select({ id: users.id }).from(users).where(isNotNull(users.totpSecret)).limit(1);
  return {
    ...readType(rows, "site"),
    ...readType(rows, "seo"),
    ...email,
    ...readType(rows, "security"),
    smtpPasswordSet: smtpPassword !== "",
    twoFactorEnabled: twoFactor.length > 0,
  };
}

/** The SMTP settings including the password, for sending mail. */
export async function getEmailSettings(db: Db) {
  return readType(await loadRows(db, ["email"]), "email");
}

/** Notification recipients and retention periods (cached: read on every lead). */
export function getLeadsSettings(deps: ContentDeps) {
  return deps.cache.get("settings:leads", async () => readType(await loadRows(deps.db, ["leads"]), "leads"));
}

export async function getSessionTimeoutMinutes(db: Db): Promise<number> {
  return Number(readType(await loadRows(db, ["security"]), "security").sessionTimeout);
}

/** E-mail, phone and office address as Site Settings hold them now (Aya quotes them). */
export async function getContactDetails(db: Db): Promise<{ email: string; phone: string; address: string }> {
  const site = readType(await loadRows(db, ["site"]), "site");
  const fallback = SETTINGS_DEFAULTS.site;
  // A field saved empty (an older client that did not send it) must not leave a hole in an answer.
  return {
    email: site.contactEmail || fallback.contactEmail,
    phone: site.phone || fallback.phone,
    address: site.address || fallback.address,
  };
}

/** What public pages show: brand, contact details and default meta text. */
export function getPublicSettings(deps: ContentDeps) {
  return deps.cache.get("settings:public", async () => {
    const rows = await loadRows(deps.db, ["site", "seo"]);
    return { ...readType(rows, "site"), ...readType(rows, "seo") };
  });
}

export async function saveSettings(deps: ContentDeps, input: SettingsSaveInput): Promise<void> {
  let data: Record<string, unknown> = input.data;
  if (input.type === "email" && input.data.smtpPassword === "") {
    // An empty password field means "unchanged": the browser never holds the saved one.
    const current = await getEmailSettings(deps.db);
    data = { ...input.data, smtpPassword: current.smtpPassword };
  }
  await deps.db
    .insert(settings)
    .values({ type: input.type, data })
    .onConflictDoUpdate({ target: settings.type, set: { data, updatedAt: new Date() } });
  deps.cache.invalidate();
}

export interface AiStatus {
  lastTestAt: string | null;
  lastTestOk: boolean | null;
  lastTestProvider: string | null;
  lastTestMessage: string | null;
}
export type AiSettings = AiSettingsInput & AiStatus;

export async function getAiSettings(db: Db): Promise<AiSettings> {
  const rows = await loadRows(db, ["ai", "ai_status"]);
  const stored = (rows.get("ai") ?? {}) as Partial<AiSettingsInput>;
  const status = (rows.get("ai_status") ?? {}) as Partial<AiStatus>;
  return {
    temperature: typeof stored.temperature === "number" ? stored.temperature : AI_DEFAULTS.temperature,
    maxLength: typeof stored.maxLength === "number" ? stored.maxLength : AI_DEFAULTS.maxLength,
    systemPrompt: typeof stored.systemPrompt === "string" && stored.systemPrompt ? stored.systemPrompt : DEFAULT_SYSTEM_PROMPT,
    selectedModel: typeof stored.selectedModel === "string" && stored.selectedModel ? stored.selectedModel : AI_DEFAULTS.selectedModel,
    lastTestAt: status.lastTestAt ?? null,
    lastTestOk: status.lastTestOk ?? null,
    lastTestProvider: status.lastTestProvider ?? null,
    lastTestMessage: status.lastTestMessage ?? null,
  };
}

export async function saveAiSettings(db: Db, input: AiSettingsInput): Promise<void> {
  const data = { ...input };
  await db
    .insert(settings)
    .values({ type: "ai", data })
    .onConflictDoUpdate({ target: settings.type, set: { data, updatedAt: new Date() } });
}

export async function saveAiStatus(db: Db, status: AiStatus): Promise<void> {
  const data = { ...status };
  await db
    .insert(settings)
    .values({ type: "ai_status", data })
    .onConflictDoUpdate({ target: settings.type, set: { data, updatedAt: new Date() } });
}
