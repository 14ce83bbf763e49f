import { Center, Image } from "@mantine/core";
import { IconFile, IconFileTypePdf, IconMovie, IconMusic } from "@tabler/icons-react";
import type { MediaItem } from "../../lib/types";

/** The grid's column width (1 to 4 columns beside the navbar): the browser picks the copy that fits. */
const GRID_SIZES = "(min-width: 88em) 22vw, (min-width: 62em) 28vw, (min-width: 36em) 45vw, 100vw";

/**
 * The picture for images, loaded only when scrolled near, from the resized copy the browser picks
 * for the card's width; a type icon for everything else.
 */
export function MediaThumbnail({ item }: { item: MediaItem }) {
  if (item.category === "image") {
    const srcSet = item.variants.length > 0 ? item.variants.map((v) => `${v.url} ${v.width}w`).join(", ") : undefined;
    return (
      <Image
        src={item.variants[0]?.url ?? item.url}
        srcSet={srcSet}
        sizes={srcSet ? GRID_SIZES : undefined}
        width={item.width ?? undefined}
        height={item.height ?? undefined}
        alt={item.filename}
        fit="cover"
        h="100%"
        loading="lazy"
        decoding="async"
      />
    );
  }
  const Icon =
    item.category === "video"
      ? IconMovie
      : item.category === "audio"
        ? IconMusic
        : item.mimeType === "application/pdf"
          ? IconFileTypePdf
          : IconFile;
  return (
    <Center bg="var(--mantine-color-gray-1)" h="100%">
      <Icon size={48} stroke={1.3} color="var(--mantine-color-gray-6)" aria-hidden />
    </Center>
  );
}
