import { bioParagraphs } from "./person";

/** The whole bio, or only its first paragraph (the Team page's short bio). */
export function ProfileBio({ bio, short = false }: { bio: string; short?: boolean }) {
  const paragraphs = bioParagraphs(bio);
  return (
    <div className="profile-bio">
      {(short ? paragraphs.slice(0, 1) : paragraphs).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}
