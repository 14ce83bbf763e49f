import { responsiveImage } from "@lumiere/media";
import type { TeamProfile } from "./team-types";

/** The displayed sizes: the Team page's cards, the author page's header, an article's byline. */
const SIZES = { card: 96, page: 160, byline: 48 } as const;

/** The profile's photo (its resized copies when it has them), or its initials on the brand gradient. */
export function ProfilePhoto({ profile, size, eager = false }: { profile: TeamProfile; size: keyof typeof SIZES; eager?: boolean }) {
  const px = SIZES[size];
  const photo = profile.photo;
  if (!photo) {
    const initials = profile.name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join("");
    return (
      <span className={`profile-photo profile-photo-${size} profile-initials`} aria-hidden="true">
        {initials}
      </span>
    );
  }
  const picture = responsiveImage(photo.url);
  return (
    <img
      className={`profile-photo profile-photo-${size}`}
      src={photo.url}
      srcSet={picture?.srcSet}
      sizes={picture ? `${px}px` : undefined}
      alt={photo.alt}
      width={px}
      height={px}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
