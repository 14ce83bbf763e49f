// Build step: the PGlite template a new DATA_DIR starts from (see @lumiere/db/template), written
// next to the compiled server so `pnpm start` on an empty DATA_DIR skips initdb and migrations.
import { writeFileSync } from "node:fs";
import { createPgliteTemplate } from "@lumiere/db/template";
import { prepareStoredContent } from "../src/domain/content-preparation";

const template = await createPgliteTemplate(prepareStoredContent);
writeFileSync("dist/pglite-template.tar.gz", Buffer.from(await template.arrayBuffer()));
console.log(`wrote dist/pglite-template.tar.gz (${(template.size / 1e6).toFixed(1)} MB)`);
