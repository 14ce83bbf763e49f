import { SOCIAL_HEIGHT, SOCIAL_WIDTH, socialImage } from "@lumiere/media";

/** A picture shared with a page (og:image): its address and, when known, its size. */
export interface SharedPicture {
  url: string;
  width?: number;
  height?: number;
}

/**
 * What a page shares for a picture: an upload's 1200×630 social copy, else the picture itself.
 * Called by route loaders (split from the first load), so the heads need no media code.
 */
export function sharedPicture(url: string | null | undefined): SharedPicture | null {
  if (!url) return null;
  const social = socialImage(url);
  return social ? { url: social, width: SOCIAL_WIDTH, height: SOCIAL_HEIGHT } : { url };
}
