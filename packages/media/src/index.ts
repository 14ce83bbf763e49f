// How an uploaded picture and its resized copies are named, in one place: the server writes the
// copies under these names and the site lists them in `srcset`. An uploaded still picture (PNG,
// JPEG, WebP, AVIF) is stored as `<uuid>-<width>x<height>.<ext>`, and its WebP copies sit beside it
// as `<uuid>-<width>x<height>-<w>w.webp`, one for each of VARIANT_WIDTHS capped at the picture's own
// width (never enlarged). The URL alone therefore says which copies exist and the picture's size,
// so an article's `image_url` stays the plain string of the API contract (spec §3). Files named
// otherwise (uploads from before, GIFs, animations, other sites' pictures) have no copies.

/** Widths of the resized copies, in pixels. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** The copies' widths for a picture `width` pixels wide: each of VARIANT_WIDTHS capped at `width`, once each. */
export function variantWidths(width: number): number[] {
  return [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, width)))];
}

/** Stored name of a picture that has copies: `<id>-<width>x<height>.<ext>`. */
export function sizedName(id: string, width: number, height: number, ext: string): string {
  return `${id}-${width}x${height}.${ext}`;
}

/** Name (or URL) of the `width`-pixel copy of a sized picture's name (or URL). */
export function variantName(sized: string, width: number): string {
  return `${sized.replace(/\.[a-z0-9]+$/i, "")}-${width}w.webp`;
}

// A sized upload's URL: site-relative, or absolute (the Media Library copies absolute URLs).
const SIZED_URL = /^(?:https?:\/\/[^/\s,]+)?\/media\/[0-9a-f-]{36}-([1-9]\d{0,4})x([1-9]\d{0,4})\.(?:png|jpg|webp|avif)$/;

export interface ResponsiveImage {
  /** `srcset` value: the WebP copies with their widths. */
  srcSet: string;
  /** The picture's own size, for the width and height attributes. */
  width: number;
  height: number;
}

/** The `srcset` and size of an uploaded picture's URL, or null when it has no resized copies. */
export function responsiveImage(url: string | null | undefined): ResponsiveImage | null {
  const match = url ? SIZED_URL.exec(url) : null;
  if (!url || !match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  const srcSet = variantWidths(width)
    .map((w) => `${variantName(url, w)} ${w}w`)
    .join(", ");
  return { srcSet, width, height };
}

/**
 * `sizes` of a picture inside a page's rich content: running text keeps a 46 rem measure inside the
 * container's 1.25 rem side padding (apps/web/src/site/pages/rich-content.css).
 */
export const RICH_CONTENT_SIZES = "(min-width: 48.5rem) 46rem, calc(100vw - 2.5rem)";

/** Size of the copy shared on social networks (`og:image`, `twitter:image`): 1200×630, cropped to fill. */
export const SOCIAL_WIDTH = 1200;
export const SOCIAL_HEIGHT = 630;

/** Name (or URL) of a sized picture's social copy: `<uuid>-<width>x<height>-social.jpg`. */
export function socialName(sized: string): string {
  return `${sized.replace(/\.[a-z0-9]+$/i, "")}-social.jpg`;
}

const SOCIAL_NAME = /^([0-9a-f-]{36}-[1-9]\d{0,4}x[1-9]\d{0,4})-social\.jpg$/;

/** The stem (`<uuid>-<width>x<height>`) of the picture a social copy's name belongs to, or null for any other name. */
export function socialSource(name: string): string | null {
  return SOCIAL_NAME.exec(name)?.[1] ?? null;
}

// A starter illustration of the web app (SVG): its JPEG copy is made by the web build
// (apps/web/scripts/social-illustrations.mjs).
const ILLUSTRATION_URL = /^((?:https?:\/\/[^/\s]+)?\/illustrations\/[a-z0-9-]+)\.svg$/;

/**
 * The social copy's URL (1200×630 JPEG) of an uploaded picture's URL or a starter illustration's,
 * or null when the picture has no such copy.
 */
export function socialImage(url: string | null | undefined): string | null {
  if (!url) return null;
  const illustration = ILLUSTRATION_URL.exec(url);
  if (illustration) return `${illustration[1]}-social.jpg`;
  return SIZED_URL.test(url) ? socialName(url) : null;
}
