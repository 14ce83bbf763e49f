import { Link } from "@tanstack/react-router";
import { Fragment } from "react";
import { beacon } from "../../lib/beacon";
import { useBookingUrl } from "../layout/site-info";
import { parseChatText, safeHref } from "./chat-text";

/** An assistant reply with its Markdown links as real links (site paths navigate in the app). */
export function ChatMessageText({ text }: { text: string }) {
  const bookingUrl = useBookingUrl();
  // Aya's "pick a time" link: following it is a conversion the funnel counts.
  const booking = bookingUrl ? safeHref(bookingUrl)?.href : undefined;
  return (
    <>
      {parseChatText(text).map((s, i) => {
        const key = `${i}-${s.type}`;
        if (s.type === "break") return <br key={key} />;
        if (s.type === "link") {
          return s.external ? (
            <a
              key={key}
              href={s.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={s.href === booking ? () => beacon("booking_clicked") : undefined}
            >
              {s.text}
            </a>
          ) : (
            <Link key={key} to={s.href as "/"}>
              {s.text}
            </Link>
          );
        }
        return s.bold ? <strong key={key}>{s.text}</strong> : <Fragment key={key}>{s.text}</Fragment>;
      })}
    </>
  );
}
