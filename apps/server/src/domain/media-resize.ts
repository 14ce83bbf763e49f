// Resized WebP copies of an uploaded still picture, for the public site's `srcset`. sharp (native
// libvips) is loaded by the first upload of a picture, never at start: a server that receives no
// upload pays neither its load time nor its memory.
import { SOCIAL_HEIGHT, SOCIAL_WIDTH, variantWidths } from "@lumiere/media";

type Sharp = typeof import("sharp")["default"];

let loading: Promise<Sharp> | undefined;
function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    // No operation cache: an upload is a one-off, its decoded pixels need not stay in memory.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/** The still picture types that get copies; GIFs (often animated) and other files are kept as they are. */
const RESIZABLE = new Set(["image/png", "image/jpeg", "image/webp", "image/avif"]);

/** Larger pictures are stored as they are, without copies: decoding them would take too much memory. */
export const MAX_PIXELS = 50_000_000;
const MAX_SIDE = 30_000;

/** A picture whose bytes cannot be decoded (damaged or cut short). */
export class UnreadableImage extends Error {}

export interface ResizedPicture {
  /** Displayed size (after the EXIF orientation). */
  width: number;
  height: number;
  copies: { width: number; height: number; bytes: Buffer }[];
}

/**
 * The copies of a picture, each of VARIANT_WIDTHS capped at its own width; null when it gets none
 * (not a still raster picture, animated, or too large). Throws UnreadableImage when decoding fails.
 */
export async function resizePicture(bytes: Uint8Array, mime: string): Promise<ResizedPicture | null> {
  if (!RESIZABLE.has(mime)) return null;
  const sharp = await loadSharp();
  // failOn "error": a truncated or corrupt file fails, a mere warning (common in camera JPEGs) does not.
  const open = () => sharp(bytes, { failOn: "error", limitInputPixels: MAX_PIXELS });
  let width: number;
  let height: number;
  try {
    const meta = await open().metadata();
    if ((meta.pages ?? 1) > 1) return null;
    ({ width, height } = meta.autoOrient);
  } catch {
    throw new UnreadableImage();
  }
  if (!width || !height || width * height > MAX_PIXELS || Math.max(width, height) > MAX_SIDE) return null;
  const copies: ResizedPicture["copies"] = [];
  try {
    // One at a time: at most one decoded picture in memory.
    for (const w of variantWidths(width)) {
      const { data, info } = await open()
        .autoOrient()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      copies.push({ width: w, height: info.height, bytes: data });
    }
  } catch {
    throw new UnreadableImage();
  }
  return { width, height, copies };
}

/** The picture cropped to fill 1200×630 (the social copy), as JPEG; null when it cannot have one. Throws UnreadableImage when decoding fails. */
export async function socialCopy(bytes: Uint8Array, mime: string): Promise<Buffer | null> {
  if (!RESIZABLE.has(mime)) return null;
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { failOn: "error", limitInputPixels: MAX_PIXELS })
      .autoOrient()
      .resize({ width: SOCIAL_WIDTH, height: SOCIAL_HEIGHT, fit: "cover", position: "attention" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new UnreadableImage();
  }
}
