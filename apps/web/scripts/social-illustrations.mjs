// The starter articles' illustrations are SVG, which LinkedIn, X and Facebook do not show: each gets
// a 1200×630 JPEG beside it in the client build (`<name>-social.jpg`, the name `socialImage` of
// @lumiere/media gives), rendered with sharp, so every article shares a raster picture.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const WIDTH = 1200;
const HEIGHT = 630;
const dir = fileURLToPath(new URL("../dist/client/illustrations", import.meta.url));
let count = 0;
if (existsSync(dir)) {
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".svg"))) {
    const target = path.join(dir, name.replace(/\.svg$/, "-social.jpg"));
    // Rendered at twice the density so the cover crop stays sharp; white behind any transparency.
    await sharp(path.join(dir, name), { density: 144 })
      .resize(WIDTH, HEIGHT, { fit: "cover" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toFile(target);
    count++;
  }
}
console.log(`social copies of ${count} illustrations (${WIDTH}x${HEIGHT} JPEG)`);
