import type { TRPCError } from "@trpc/server";
import type { MessageValues } from "@lumiere/validation";

/** The cause of an error whose text is a server message: its id and values travel to the client. */
export class MessageCause extends Error {
  constructor(
    readonly messageId: string,
    readonly messageValues: MessageValues | undefined,
  ) {
    super(messageId);
  }
}

/** `messageId` and `messageValues` of an error that says a server message, for the error body. */
export function messageFields(error: TRPCError): { messageId?: string; messageValues?: MessageValues } {
  const cause = error.cause;
  if (!(cause instanceof MessageCause)) return {};
  return { messageId: cause.messageId, ...(cause.messageValues ? { messageValues: cause.messageValues } : {}) };
}
