import type { Handoff } from "./handoff";
import type { Lang } from "@lumiere/i18n";

export interface ChatReplyInput {
  sessionId: string;
  message: string;
  lang: Lang;
}

export interface ConnectionTestResult {
  ok: boolean;
  provider: "openai" | "built-in";
  message: string;
}

export interface ChatReply {
  response: string;
  /** Present when the visitor asked for a consultation or a person: what pre-fills the form. */
  handoff?: Handoff;
}

/** Aya's answer engine as the rest of the server sees it. */
export interface ChatEngine {
  /** Which provider answers now. */
  readonly provider: "openai" | "built-in";
  reply(input: ChatReplyInput): Promise<ChatReply>;
  /** Really queries the active provider (admin Test Connection). */
  test(): Promise<ConnectionTestResult>;
}
