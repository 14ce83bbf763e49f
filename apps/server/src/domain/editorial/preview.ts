// Signed, expiring preview links: `<page address>?preview=<token>` shows one language of a page or
// article's working copy exactly as visitors will see it once published (the server renders the
// page with the draft in place of the live content). The token is HMAC-SHA256 over what it grants
// and when it expires, under PREVIEW_SECRET or a random key kept in the database.
import { checkOwnership, type Editor } from "./authority";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { ContentKind, Db } from "@lumiere/db";
import { articlePath, isLang, type Lang, landingPath, langFields, pagePath } from "@lumiere/i18n";
import { messages, type PreviewLinkInput } from "@lumiere/validation";
import { readState, writeStateOnce } from "../app-state";
import { type ArticleRecord, getArticleBySlug } from "../articles";
import type { ContentDeps } from "../deps";
import { getLanding, type LandingView, landingView } from "../landing/public";
import { getPage, type PageRecord, withCompanyFacts } from "../pages";
import { Refusal } from "../refusal";
import { type SiteOriginDeps, siteOrigin } from "../site-origin";
import { articleRecordOf } from "./articles";
import { type ArticleCopy, articleCopyOf, isMissing, LANG_FIELDS, type PageCopy, pageCopyOf } from "./copies";
import { readEntity } from "./entity";
import { pageRecordOf } from "./pages";

export interface PreviewGrant {
  kind: ContentKind;
  entityId: number;
  lang: Lang;
  /** Epoch seconds. */
  expiresAt: number;
}

export type PreviewCheck = { ok: true; grant: PreviewGrant } | { ok: false; reason: "invalid" | "expired" };

const SECRET_KEY = "preview_secret";
const keys = new WeakMap<object, Promise<Buffer>>();

async function storedKey(db: Db): Promise<Buffer> {
  // The first process to need it makes it; every other one reads the same.
  await writeStateOnce(db, SECRET_KEY, { key: randomBytes(32).toString("base64url") });
  const key = (await readState(db, SECRET_KEY))?.key;
  if (typeof key !== "string" || key.length < 32) throw new Error("preview key missing");
  return Buffer.from(key, "base64url");
}

export function previewKey(deps: { db: Db; config: { previewSecret: string | undefined } }): Promise<Buffer> {
  if (deps.config.previewSecret) return Promise.resolve(Buffer.from(deps.config.previewSecret));
  let key = keys.get(deps.db);
  if (!key) {
    key = storedKey(deps.db).catch((error: unknown) => {
      keys.delete(deps.db);
      throw error;
    });
    keys.set(deps.db, key);
  }
  return key;
}

const mac = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest();

export function signPreview(key: Buffer, grant: PreviewGrant): string {
  const payload = Buffer.from(`${grant.kind}.${grant.entityId}.${grant.lang}.${grant.expiresAt}`).toString("base64url");
  return `${payload}.${mac(key, payload).toString("base64url")}`;
}

export function verifyPreview(key: Buffer, token: string, now = Date.now()): PreviewCheck {
  const [payload = "", signature = "", ...rest] = token.split(".");
  const given = Buffer.from(signature, "base64url");
  const expected = mac(key, payload);
  if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const [kind, id, lang, expires, ...extra] = Buffer.from(payload, "base64url").toString().split(".");
  const entityId = Number(id);
  const expiresAt = Number(expires);
  if (
    (kind !== "article" && kind !== "page" && kind !== "landing") ||
    !isLang(lang) ||
    !Number.isInteger(entityId) ||
    !Number.isInteger(expiresAt) ||
    extra.length
  ) {
    return { ok: false, reason: "invalid" };
  }
  if (expiresAt * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true, grant: { kind, entityId, lang, expiresAt } };
}

/** A link to one language of an item's working copy, valid for the minutes asked. */
export async function createPreviewLink(
  deps: ContentDeps & SiteOriginDeps & { config: { previewSecret: string | undefined } },
  input: PreviewLinkInput,
  by: Editor,
): Promise<{ path: string; url: string; expiresAt: string } | null> {
  const entity = await readEntity(deps.db, input.ref);
  if (!entity) return null;
  checkOwnership(by, entity);
  if (isMissing(entity.kind, entity.copy, input.lang)) throw new Refusal("conflict", messages.nothingToPreview);
  const address =
    entity.kind === "page"
      ? pagePath(input.lang, entity.live.pageId)
      : (entity.kind === "article" ? articlePath : landingPath)(input.lang, entity.copy[`slug_${input.lang}`]);
  const expiresAt = Math.floor(Date.now() / 1000) + input.expiresInMinutes * 60;
  const token = signPreview(await previewKey(deps), { kind: entity.kind, entityId: entity.id, lang: input.lang, expiresAt });
  const path = `${address}?preview=${token}`;
  return { path, url: `${await siteOrigin(deps)}${path}`, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/** One language's own fields of a copy. */
function langPart(kind: ContentKind, copy: ArticleCopy | PageCopy, lang: Lang): Record<string, unknown> {
  const source = copy as unknown as Record<string, unknown>;
  return Object.fromEntries(LANG_FIELDS[kind].map((f) => [`${f}_${lang}`, source[`${f}_${lang}`]]));
}

/** The article as visitors will see it once the granted language is published, if `slug` is its address. */
export async function previewArticle(db: Db, grant: PreviewGrant, input: { slug: string; lang: Lang }): Promise<ArticleRecord | null> {
  if (grant.kind !== "article" || grant.lang !== input.lang) return null;
  const entity = await readEntity(db, { kind: "article", id: grant.entityId });
  if (entity?.kind !== "article" || entity.copy[`slug_${input.lang}`] !== input.slug) return null;
  const { category_en, category_fr, image_url, publishedAt } = entity.copy;
  const shown: ArticleCopy = {
    ...articleCopyOf(entity.live),
    ...langPart("article", entity.copy, input.lang),
    category_en,
    category_fr,
    image_url,
    publishedAt: publishedAt ?? new Date().toISOString(),
  };
  return articleRecordOf(entity.live, shown);
}

/** The page as visitors will see it once the granted language is published. */
export async function previewPage(db: Db, grant: PreviewGrant, pageId: string): Promise<PageRecord | null> {
  if (grant.kind !== "page") return null;
  const entity = await readEntity(db, { kind: "page", pageId });
  if (entity?.kind !== "page" || entity.id !== grant.entityId) return null;
  return pageRecordOf(entity.live, { ...pageCopyOf(entity.live), ...langPart("page", entity.copy, grant.lang) });
}

/** The landing page as visitors will see it once the granted language is published, if `slug` is its address. */
export async function previewLanding(
  deps: ContentDeps & SiteOriginDeps,
  grant: PreviewGrant,
  input: { slug: string; lang: Lang },
): Promise<LandingView | null> {
  if (grant.kind !== "landing" || grant.lang !== input.lang) return null;
  const entity = await readEntity(deps.db, { kind: "landing", id: grant.entityId });
  if (entity?.kind !== "landing" || entity.copy[`slug_${input.lang}`] !== input.slug) return null;
  const fields = langFields(entity.copy, ["title", "description", "shareImage", "blocks"], input.lang);
  return landingView(deps, entity.live, { ...entity.live, ...fields }, input.lang, { [input.lang]: input.slug });
}

/** The landing page a request is shown (a preview link's draft, else the published one), or null. */
export async function shownLanding(
  deps: ContentDeps & SiteOriginDeps,
  grant: PreviewGrant | undefined,
  input: { slug: string; lang: Lang },
): Promise<LandingView | null> {
  return (grant ? await previewLanding(deps, grant, input) : null) ?? getLanding(deps, input);
}

// The choice between draft and live: a preview link's render shows its draft (never cached);
// every other request, and a link that does not grant this article or page, what is published.

/** The article a request is shown, or null if there is none at this address. */
export async function shownArticle(
  deps: ContentDeps,
  grant: PreviewGrant | undefined,
  input: { slug: string; lang: Lang },
): Promise<ArticleRecord | null> {
  return (grant ? await previewArticle(deps.db, grant, input) : null) ?? getArticleBySlug(deps, input);
}

/** The page a request is shown, or null if there is no such page. */
export async function shownPage(deps: ContentDeps, grant: PreviewGrant | undefined, pageId: string): Promise<PageRecord | null> {
  const draft = grant ? await previewPage(deps.db, grant, pageId) : null;
  return draft ? withCompanyFacts(deps, draft) : getPage(deps, pageId);
}
