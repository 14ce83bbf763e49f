import { useCallback, useRef, useState } from "react";
import { type ChatMessage, canSend, type Handoff, welcomeMessage } from "./chat-state";

export interface ChatAnswer {
  response: string;
  handoff?: Handoff | undefined;
}

export interface UseChat {
  messages: ChatMessage[];
  isWaiting: boolean;
  /** Sends `text` unless it is blank or a reply is pending; resolves once the reply (or the error message) is shown. */
  send(text: string): Promise<boolean>;
}

/** The conversation: seeded with the welcome message; a failed call appends the error message. */
export function useChat(ask: (message: string) => Promise<ChatAnswer>): UseChat {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [welcomeMessage()]);
  const [isWaiting, setWaiting] = useState(false);
  const waiting = useRef(false);
  const nextId = useRef(1);

  const append = useCallback((m: Omit<ChatMessage, "id" | "timestamp">) => {
    const id = nextId.current++;
    setMessages((list) => [...list, { ...m, id, timestamp: Date.now() }]);
  }, []);

  const send = useCallback(
    async (text: string) => {
      if (!canSend(text, waiting.current)) return false;
      const message = text.trim();
      waiting.current = true;
      setWaiting(true);
      append({ role: "user", content: message });
      try {
        const answer = await ask(message);
        append({ role: "assistant", content: answer.response, ...(answer.handoff ? { handoff: answer.handoff } : {}) });
      } catch (error) {
        console.error("Aya could not answer:", error);
        append({ role: "assistant", content: "", kind: "error" });
      } finally {
        waiting.current = false;
        setWaiting(false);
      }
      return true;
    },
    [ask, append],
  );

  return { messages, isWaiting, send };
}
