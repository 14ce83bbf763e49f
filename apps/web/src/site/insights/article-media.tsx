import { responsiveImage } from "@lumiere/media";
import { useEffect, useRef, useState } from "react";
import { categoryStyle } from "./category-style";

interface ArticleMediaProps {
  imageUrl: string | null;
  category: string;
  iconSize?: number;
  className?: string;
  /** Above the fold (article header): load at once instead of lazily. */
  eager?: boolean;
  /** Displayed width for `srcset` (site.css: a card of the 3/2/1-column grid by default). */
  sizes?: string;
}

/** A card's width: a third of the 1200 px container, half the page, or the whole phone width (site.css .article-grid). */
const CARD_SIZES = "(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw";
/** The article page's picture: the narrow 800 px container less its padding. */
export const ARTICLE_VISUAL_SIZES = "(min-width: 800px) 760px, 100vw";

/**
 * The article's picture, or the category artwork (tone gradient and icon) when it has none or
 * when the picture fails to load: a broken URL never shows the browser's broken-image glyph.
 */
export function ArticleMedia({
  imageUrl,
  category,
  iconSize = 48,
  className = "article-media",
  eager = false,
  sizes = CARD_SIZES,
}: ArticleMediaProps) {
  const { tone, Icon } = categoryStyle(category);
  // The URL that failed: another URL (an edited article) gets its own chance.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0 && imageUrl) setFailedUrl(imageUrl);
  }, [imageUrl]);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  // An uploaded picture's resized WebP copies, named after its URL (@lumiere/media).
  const picture = responsiveImage(imageUrl);
  return (
    <div className={className} data-tone={tone} data-artwork={showImage ? undefined : ""}>
      {/* The artwork's icon is always there: it shows while a lazy picture is still loading. */}
      <Icon size={iconSize} stroke={1.5} aria-hidden="true" />
      {showImage && (
        <img
          ref={img}
          src={imageUrl ?? undefined}
          srcSet={picture?.srcSet}
          sizes={picture ? sizes : undefined}
          alt=""
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding="async"
          width={picture?.width ?? 640}
          height={picture?.height ?? 320}
          onError={() => setFailedUrl(imageUrl)}
        />
      )}
    </div>
  );
}
