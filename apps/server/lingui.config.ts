// The server catalog alone, as apps/web's Lingui config declares it (one place for every catalog):
// `pnpm i18n:extract` and `pnpm i18n:compile` here touch no other catalog.
import { fileURLToPath } from "node:url";
import { defineConfig } from "@lingui/conf";
import web from "../web/lingui.config";

export default defineConfig({
  ...web,
  rootDir: fileURLToPath(new URL("../web", import.meta.url)),
  catalogs: web.catalogs?.filter((c) => c.path.includes("/catalogs/server/")),
});
