// The one settings module: every read and write of the `settings` table (what admins save, one row
// per type) goes through here, parsed by the schemas of @lumiere/validation and cached until the
// next save in any process (the content cache and its NOTIFY). The server's own records are
// elsewhere (domain/app-state.ts).
import { eq, isNotNull, settings, users } from "@lumiere/db";
import {
  AI_DEFAULTS,
  type AiSettingsInput,
  aiSettingsInputSchema,
  BRAND,
  type CompanyFacts,
  companyFacts,
  DEFAULT_WORKFLOW,
  emailSettingsSchema,
  messages,
  SETTINGS_DEFAULTS,
  type SettingsSaveInput,
  sameSmtpServer,
  settingsSchemaByType,
  type SmtpServer,
  workflowSettingsSchema,
} from "@lumiere/validation";
import { z } from "zod";
import { recordActivity } from "./activity";
import type { ContentDeps } from "./deps";
import { Refusal } from "./refusal";
import type { Tx } from "@lumiere/db";
import { LANGS } from "@lumiere/i18n";

export { BRAND, SETTINGS_DEFAULTS };

export const DEFAULT_SYSTEM_PROMPT =
  `You are Aya, the assistant of ${BRAND}, an AI consulting company in Paris. Answer briefly and ` +
  "accurately from the site's content given to you, in the visitor's language, and cite the pages you used. " +
  "If you do not know, say so and suggest the contact page. Offer the free consultation when the visitor " +
  "asks about prices, projects or meetings.";

/** What the saved SMTP password was saved for; stored beside it, never taken from a client. */
const smtpServerSchema = z.object({ smtpHost: z.string(), smtpPort: z.number().int(), smtpUsername: z.string() });
const storedEmailSchema = emailSettingsSchema.extend({ smtpPasswordServer: smtpServerSchema.optional() });

const SCHEMAS = { ...settingsSchemaByType, email: storedEmailSchema, ai: aiSettingsInputSchema, workflow: workflowSettingsSchema };
export type SettingsKind = keyof typeof SCHEMAS;
type Saved = { [K in SettingsKind]: z.output<(typeof SCHEMAS)[K]> };

/** The admin-facing values before anything is saved. */
const DEFAULTS: { [K in SettingsKind]: Saved[K] } = {
  ...SETTINGS_DEFAULTS,
  ai: { ...AI_DEFAULTS, systemPrompt: DEFAULT_SYSTEM_PROMPT },
  workflow: { workflow: DEFAULT_WORKFLOW },
};

/** The valid fields of a stored row, one by one: a field of stored junk never breaks a read. */
function validFields(schema: z.ZodObject, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    if (data[key] === undefined) continue;
    const parsed = (field as z.ZodType).safeParse(data[key]);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out;
}

/** The fields of one type an admin saved (others absent), cached until the next settings write. */
function readSaved<K extends SettingsKind>(deps: ContentDeps, type: K): Promise<Partial<Saved[K]>> {
  return deps.cache.get(`settings:${type}`, async () => {
    const [row] = await deps.db.select({ data: settings.data }).from(settings).where(eq(settings.type, type));
    return validFields(SCHEMAS[type], row?.data ?? {}) as Partial<Saved[K]>;
  });
}

/** One type as it applies: saved values over defaults (leads: getLeadsSettings, whose default is the env's). */
export async function readSettings<K extends Exclude<SettingsKind, "leads">>(deps: ContentDeps, type: K): Promise<Saved[K]> {
  return { ...DEFAULTS[type], ...(await readSaved(deps, type)) };
}

/**
 * Saves one type whole; `alsoInTx` runs in the same transaction (its activity entry). Every
 * process drops its cached settings, and the pages built from them.
 */
export async function writeSettings<K extends SettingsKind>(
  deps: ContentDeps,
  type: K,
  data: Saved[K],
  alsoInTx?: (tx: Tx) => Promise<void>,
): Promise<void> {
  const row = { ...data } as Record<string, unknown>;
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ type, data: row })
      .onConflictDoUpdate({ target: settings.type, set: { data: row, updatedAt: new Date() } });
    await alsoInTx?.(tx);
  });
  deps.cache.invalidate();
}

export type SiteSettings = Saved["site"] &
  Saved["seo"] &
  Omit<Saved["email"], "smtpPassword" | "smtpPasswordServer"> &
  Saved["security"] & { twoFactorEnabled: boolean; smtpPasswordSet: boolean; requireTwoFactor: boolean };

/** Every setting as the admin sees it; the SMTP password itself never leaves the server. */
export async function getSettings(deps: ContentDeps): Promise<SiteSettings> {
  const [site, seo, { smtpPassword, smtpPasswordServer: _server, ...email }, security] = await Promise.all([
    readSettings(deps, "site"),
    readSettings(deps, "seo"),
    readSettings(deps, "email"),
    readSettings(deps, "security"),
  ]);
  const twoFactor = await deps.db.select({ id: users.id }).from(users).where(isNotNull(users.totpSecret)).limit(1);
  return {
    ...site,
    ...factFields(await getCompanyFacts(deps)),
    ...seo,
    ...email,
    ...security,
    requireTwoFactor: security.requireTwoFactor ?? false,
    smtpPasswordSet: smtpPassword !== "",
    twoFactorEnabled: twoFactor.length > 0,
  };
}

const serverOf = ({ smtpHost, smtpPort, smtpUsername }: SmtpServer): SmtpServer => ({ smtpHost, smtpPort, smtpUsername });

/**
 * The SMTP settings including the password and the server it was saved for, for sending mail
 * (the transport gives the password to that server only).
 */
export async function getEmailSettings(deps: ContentDeps): Promise<Saved["email"]> {
  const email = await readSettings(deps, "email");
  // A password saved before servers were recorded with it was last saved with the server beside it.
  if (email.smtpPassword !== "" && !email.smtpPasswordServer) return { ...email, smtpPasswordServer: serverOf(email) };
  return email;
}

/**
 * The e-mail settings to store. A password typed now is for the server saved with it. An empty
 * field keeps the saved password, but only for the server it was saved for: kept for another
 * host, port or username, it would be handed to whoever that server is.
 */
async function emailToSave(deps: ContentDeps, data: z.output<typeof emailSettingsSchema>): Promise<Saved["email"]> {
  if (data.smtpPassword !== "") return { ...data, smtpPasswordServer: serverOf(data) };
  const { smtpPassword, smtpPasswordServer } = await getEmailSettings(deps);
  if (smtpPassword === "") return data;
  // Without a username no login is made, so the password stays, still for its own server only.
  const usedElsewhere = data.smtpUsername !== "" && !(smtpPasswordServer && sameSmtpServer(smtpPasswordServer, data));
  if (usedElsewhere) throw new Refusal("invalid", messages.smtpPasswordReenter, "data.smtpPassword");
  return { ...data, smtpPassword, ...(smtpPasswordServer ? { smtpPasswordServer } : {}) };
}

/**
 * Notification recipients and retention periods. Chat retention is the admin's; until they set
 * it, CHAT_HISTORY_DAYS (the only place that env value applies).
 */
export async function getLeadsSettings(deps: ContentDeps & { config: { chatHistoryDays: number } }): Promise<Required<Saved["leads"]>> {
  const saved = await readSaved(deps, "leads");
  return { ...DEFAULTS.leads, chatRetentionDays: deps.config.chatHistoryDays, ...saved };
}

/** Who hears of new leads, as saved (empty: the site's contact e-mail). */
export async function getNotifyRecipients(deps: ContentDeps): Promise<string> {
  return (await readSaved(deps, "leads")).notifyRecipients ?? DEFAULTS.leads.notifyRecipients;
}

export async function getSessionTimeoutMinutes(deps: ContentDeps): Promise<number> {
  return Number((await readSettings(deps, "security")).sessionTimeout);
}

/** The company's facts and their wording in each language, cached until the next settings write. */
export function getCompanyFacts(deps: ContentDeps): Promise<CompanyFacts> {
  // From the saved fields alone: companyFacts tells a single-line address of earlier versions apart.
  return deps.cache.get("settings:facts", async () => companyFacts(await readSaved(deps, "site")));
}

/** The facts as the site shows them, as Site Configuration's fields (an earlier single-line address in the street). */
function factFields(facts: CompanyFacts) {
  const { street, postalCode, locality, country } = facts.address;
  return {
    ...Object.fromEntries(LANGS.map((l) => [`streetAddress_${l}`, street[l]])),
    postalCode,
    addressLocality: locality,
    addressCountry: country,
  };
}

/** What public pages show: brand, contact details, the company's facts and default meta text. */
export function getPublicSettings(deps: ContentDeps) {
  // One cached object: the transport keeps its encoded forms alongside (content-cache.ts).
  return deps.cache.get("settings:public", async () => {
    const [{ address: _line, ...site }, seo, facts] = await Promise.all([
      readSettings(deps, "site"),
      readSettings(deps, "seo"),
      getCompanyFacts(deps),
    ]);
    // Not the single-line address field: the admin's form sends it back unchanged (the spec's
    // default until an earlier version's line was saved), so it would stay in every page's
    // embedded state after the address changes. The facts carry the address as it applies.
    return { ...site, ...seo, facts };
  });
}

export async function saveSettings(deps: ContentDeps, input: SettingsSaveInput, actor: string): Promise<void> {
  // The entry names the settings type only, never the values (the SMTP password).
  const record = (tx: Tx) => recordActivity(tx, { action: "settings.save", actor, subjectKind: "settings", subjectId: input.type });
  if (input.type === "email") {
    // An empty password field means "unchanged": the browser never holds the saved one.
    return writeSettings(deps, "email", await emailToSave(deps, input.data), record);
  }
  if (input.type === "security" && input.data.requireTwoFactor === undefined) {
    // Left out (the spec's contract has no such field), the saved choice stays.
    const { requireTwoFactor } = await readSettings(deps, "security");
    return writeSettings(deps, "security", { ...input.data, ...(requireTwoFactor === undefined ? {} : { requireTwoFactor }) }, record);
  }
  if (input.type === "seo" && input.data.socialImage === undefined) {
    // Left out (the spec's contract has no such field), the saved social picture stays.
    const { socialImage } = await readSettings(deps, "seo");
    return writeSettings(deps, "seo", { ...input.data, socialImage }, record);
  }
  if (input.type === "site") {
    // A company fact left out (a client of the spec's contract knows only the first fields) keeps its saved value.
    const kept = Object.fromEntries(Object.entries(input.data).filter(([, v]) => v !== undefined));
    return writeSettings(deps, "site", { ...(await readSaved(deps, "site")), ...kept } as Saved["site"], record);
  }
  // The union's pairs of type and data match; TypeScript cannot follow it through the generic.
  await writeSettings(deps, input.type, input.data as never, record);
}

/** Aya's model, temperature, length and prompt; a prompt or model saved empty means the default. */
export async function getAiSettings(deps: ContentDeps): Promise<AiSettingsInput> {
  const ai = await readSettings(deps, "ai");
  return { ...ai, systemPrompt: ai.systemPrompt || DEFAULT_SYSTEM_PROMPT };
}

export function saveAiSettings(deps: ContentDeps, input: AiSettingsInput, actor: string): Promise<void> {
  return writeSettings(deps, "ai", input, (tx) =>
    recordActivity(tx, { action: "ai_settings.save", actor, subjectKind: "settings", subjectId: "ai" }),
  );
}
