export type ChatRole = "user" | "assistant";

/** A chat message (spec §3: role, content, timestamp). `kind` marks texts the interface writes, shown in the current language. */
export interface ChatMessage {
  id: number;
  role: ChatRole;
  content: string;
  kind?: "welcome" | "error";
  timestamp: number;
  /** Aya offers to open the consultation form with these details. */
  handoff?: Handoff;
}

/** The visitor's details Aya found and a summary of the conversation (server `handoff`). */
export interface Handoff {
  name: string;
  email: string;
  company: string;
  summary: string;
}

/** Spec §4/§5: nothing is sent while the trimmed message is empty or a reply is awaited. */
export function canSend(text: string, isWaiting: boolean): boolean {
  return !isWaiting && text.trim().length > 0;
}

export function welcomeMessage(now: number = Date.now()): ChatMessage {
  return { id: 0, role: "assistant", content: "", kind: "welcome", timestamp: now };
}
