import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// Catalog sets in packages/i18n:
// - public "core" (catalogs/{locale}.po): what a page's first load shows: routes, lib, site/shell;
// - public "site" (catalogs/site/{locale}.po): the rest of the public site, loaded on demand
//   (see src/lib/i18n.ts); validation messages come from packages/validation as /*i18n*/
//   descriptors with explicit ids;
// - admin (catalogs/admin/{locale}.po): loaded only by the admin chunk, with the server's messages
//   (packages/validation/src/server-messages.ts).
// - server (catalogs/server/{locale}.po): the server's e-mails and Aya's built-in replies, /*i18n*/
//   descriptors with explicit ids; compiled to JSON by apps/server (its i18n:compile script).
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "fr"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/../../packages/i18n/src/catalogs/{locale}",
      include: ["<rootDir>/src/routes", "<rootDir>/src/lib", "<rootDir>/src/site/shell"],
      exclude: ["**/*.test.*", "<rootDir>/src/routeTree.gen.ts"],
    },
    {
      path: "<rootDir>/../../packages/i18n/src/catalogs/site/{locale}",
      include: ["<rootDir>/src/site", "<rootDir>/../../packages/validation/src"],
      exclude: ["<rootDir>/src/site/shell/**", "**/*.test.*", "<rootDir>/../../packages/validation/src/server-messages.ts"],
    },
    {
      path: "<rootDir>/../../packages/i18n/src/catalogs/admin/{locale}",
      // The server's own messages to the admin (upload refusals, two-factor codes, e-mail settings) too.
      include: ["<rootDir>/src/admin", "<rootDir>/../../packages/validation/src/server-messages.ts"],
    },
    {
      path: "<rootDir>/../../packages/i18n/src/catalogs/server/{locale}",
      include: ["<rootDir>/../server/src"],
      exclude: ["**/*.test.*"],
    },
  ],
  format: formatter(),
  orderBy: "messageId",
});
