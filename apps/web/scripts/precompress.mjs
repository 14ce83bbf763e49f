// Writes .br and .gz beside every text asset of the client build (and the article illustrations),
// at maximum compression, so the server sends them as they are (@fastify/static preCompressed)
// instead of compressing per request.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dirs = ["../dist/client/assets", "../dist/client/illustrations"].map((d) => fileURLToPath(new URL(d, import.meta.url)));
let count = 0;
for (const dir of dirs.filter((d) => existsSync(d))) {
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css|svg|json|txt)$/.test(name)) continue;
    const file = path.join(dir, name);
    const body = readFileSync(file);
    if (statSync(file).size < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
}
console.log(`precompressed ${count} assets (br, gz)`);
