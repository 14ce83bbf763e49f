import { Center, Image } from "@mantine/core";
import { IconFile, IconFileTypePdf, IconMovie, IconMusic } from "@tabler/icons-react";
import type { MediaItem } from "../../lib/types";

/** The image itself for images (its smallest resized copy when it has them), a type icon for everything else. */
export function MediaThumbnail({ item }: { item: MediaItem }) {
  if (item.category === "image")
    return <Image src={item.variants[0]?.url ?? item.url} alt={item.filename} fit="cover" h="100%" loading="lazy" />;
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
