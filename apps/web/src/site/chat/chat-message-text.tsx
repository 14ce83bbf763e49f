import { Link } from "@tanstack/react-router";
import { Fragment } from "react";
import { parseChatText } from "./chat-text";

/** An assistant reply with its Markdown links as real links (site paths navigate in the app). */
export function ChatMessageText({ text }: { text: string }) {
  return (
    <>
      {parseChatText(text).map((s, i) => {
        const key = `${i}-${s.type}`;
        if (s.type === "break") return <br key={key} />;
        if (s.type === "link") {
          return s.external ? (
            <a key={key} href={s.href} target="_blank" rel="noopener noreferrer">
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
