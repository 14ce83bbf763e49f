import { TRPCError } from "@trpc/server";
import { type MessageValues, type ServerMessage, serverText } from "@lumiere/validation";

/** The cause of an error whose text is a server message: its id and values travel to the client. */
export class MessageCause extends Error {
  constructor(
    readonly messageId: string,
    readonly messageValues: MessageValues | undefined,
  ) {
    super(messageId);
  }
}

/** A TRPCError saying a server message (packages/validation/src/server-messages.ts), in English with its id. */
export function messageError(code: TRPCError["code"], message: ServerMessage, values?: MessageValues): TRPCError {
  return new TRPCError({ code, message: serverText(message, values), cause: new MessageCause(message.id, values) });
}

/** `messageId` and `messageValues` of an error that says a server message, for the error body. */
export function messageFields(error: TRPCError): { messageId?: string; messageValues?: MessageValues } {
  const cause = error.cause;
  if (!(cause instanceof MessageCause)) return {};
  return { messageId: cause.messageId, ...(cause.messageValues ? { messageValues: cause.messageValues } : {}) };
}
