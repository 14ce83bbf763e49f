import type { I18n } from "@lingui/core";
import { messages as en } from "../../../../../packages/i18n/src/catalogs/admin/en.po";
import { messages as fr } from "../../../../../packages/i18n/src/catalogs/admin/fr.po";

const loaded = new WeakSet<I18n>();

/** Merges the admin catalogs into the router's I18n (once per instance); public pages never load them. */
export function loadAdminCatalog(i18n: I18n): void {
  if (loaded.has(i18n)) return;
  // Copies: Lingui merges later catalogs into the object it holds.
  i18n.load({ en: { ...en }, fr: { ...fr } });
  loaded.add(i18n);
}
