import { useEffect, useRef, useState } from "react";
import { categoryStyle } from "./category-style";

interface ArticleMediaProps {
  imageUrl: string | null;
  category: string;
  iconSize?: number;
  className?: string;
  /** Above the fold (article header): load at once instead of lazily. */
  eager?: boolean;
}

/**
 * The article's picture, or the category artwork (tone gradient and icon) when it has none or
 * when the picture fails to load: a broken URL never shows the browser's broken-image glyph.
 */
export function ArticleMedia({ imageUrl, category, iconSize = 48, className = "article-media", eager = false }: ArticleMediaProps) {
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
  return (
    <div className={className} data-tone={tone} data-artwork={showImage ? undefined : ""}>
      {/* The artwork's icon is always there: it shows while a lazy picture is still loading. */}
      <Icon size={iconSize} stroke={1.5} aria-hidden="true" />
      {showImage && (
        <img
          ref={img}
          src={imageUrl ?? undefined}
          alt=""
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding="async"
          width={640}
          height={320}
          onError={() => setFailedUrl(imageUrl)}
        />
      )}
    </div>
  );
}
