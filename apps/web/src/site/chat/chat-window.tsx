import { useLingui } from "@lingui/react/macro";
import { IconSend, IconSparkles, IconX } from "@tabler/icons-react";
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { beacon } from "../../lib/beacon";
import { useLang } from "../../lib/use-lang";
import { useTRPCClient } from "../../lib/trpc";
import { ChatMessageText } from "./chat-message-text";
import { useSiteActions } from "../shell/site-actions";
import { canSend, type Handoff } from "./chat-state";
import { createSessionId } from "./session-id";
import { useChat } from "./use-chat";

// One conversation id per page load (spec §3): made when this module first runs.
const sessionId = createSessionId();

interface ChatWindowProps {
  open: boolean;
  onClose(): void;
}

/** Aya's window (20rem × 24rem): the conversation, a typing indicator and the message field. */
export default function ChatWindow({ open, onClose }: ChatWindowProps) {
  const { t } = useLingui();
  const lang = useLang();
  const client = useTRPCClient();
  const ask = useCallback(async (message: string) => client.chat.send.mutate({ sessionId, message, lang }), [client, lang]);
  const { openConsultationWith } = useSiteActions();
  const openForm = (handoff: Handoff) =>
    openConsultationWith({
      name: handoff.name,
      email: handoff.email,
      company: handoff.company,
      message: `${t`From my conversation with Aya:`}\n${handoff.summary}`,
      chatSessionId: sessionId,
    });
  const { messages, isWaiting, send } = useChat(ask);
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
    if (open) beacon("chat_opened");
  }, [open]);

  // Keep the newest message in view (a long reply from its first line), and give focus back once a
  // reply is in.
  useEffect(() => {
    const box = log.current;
    if (box) {
      const last = box.lastElementChild;
      const isReply = !isWaiting && last instanceof HTMLElement && last.dataset.role === "assistant";
      const replyTop = isReply ? box.scrollTop + last.getBoundingClientRect().top - box.getBoundingClientRect().top - 8 : 0;
      box.scrollTo({ top: isReply ? replyTop : box.scrollHeight });
    }
    if (!isWaiting && open) input.current?.focus();
  }, [messages, isWaiting]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend(draft, isWaiting)) return;
    const text = draft;
    setDraft("");
    void send(text);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    // Enter sends; Shift+Enter must not (and must not submit the form implicitly either).
    e.preventDefault();
    if (!e.shiftKey) submit();
  };

  const onWindowKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      onClose();
    }
  };

  return (
    <div
      id="chat-window"
      className="chat-window"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      hidden={!open}
      onKeyDown={onWindowKey}
    >
      <div className="chat-header">
        <span className="chat-avatar" aria-hidden="true">
          <IconSparkles size={18} />
        </span>
        <div className="chat-heading">
          <h2 id="chat-title">Aya</h2>
          <p>{t`AI assistant`}</p>
        </div>
        <button type="button" className="icon-btn chat-close" aria-label={t`Close chat`} onClick={onClose}>
          <IconX size={18} aria-hidden="true" />
        </button>
      </div>
      <div ref={log} className="chat-log" role="log" aria-live="polite" aria-relevant="additions" aria-label={t`Conversation with Aya`}>
        {messages.map((m) => (
          <div key={m.id} className="chat-msg" data-role={m.role} data-kind={m.kind}>
            {m.kind === "welcome" ? (
              t`Hi! I'm Aya, your AI assistant. How can I help you today?`
            ) : m.kind === "error" ? (
              t`Sorry, I encountered an error. Please try again.`
            ) : m.role === "assistant" ? (
              <>
                <ChatMessageText text={m.content} />
                {m.handoff ? (
                  <button type="button" className="chat-handoff" onClick={() => m.handoff && openForm(m.handoff)}>
                    {t`Open the consultation form`}
                  </button>
                ) : null}
              </>
            ) : (
              m.content
            )}
          </div>
        ))}
        {isWaiting && (
          <div className="chat-typing" role="status">
            <span className="typing-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {t`Aya is typing...`}
          </div>
        )}
      </div>
      <form className="chat-form" onSubmit={submit}>
        <label htmlFor="chat-input" className="sr-only">
          {t`Message to Aya`}
        </label>
        <input
          ref={input}
          id="chat-input"
          className="chat-input"
          type="text"
          autoComplete="off"
          maxLength={1000}
          placeholder={t`Type your message...`}
          value={draft}
          disabled={isWaiting}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="chat-send" aria-label={t`Send message`} disabled={isWaiting || draft.trim() === ""}>
          <IconSend size={18} aria-hidden="true" />
        </button>
      </form>
    </div>
  );
}
