// What the webhook rules need from outside: the HTTP client (http/webhook-sender.ts) as `send`.

export interface SendResult {
  ok: boolean;
  /** The receiver's HTTP status, or null when it could not be reached. */
  status: number | null;
  /** The start of its answer, or why it could not be reached. */
  detail: string;
  /** It did not answer in time: the worker pauses an endpoint that keeps doing so. */
  timedOut: boolean;
}

export interface SignedMessage {
  url: string;
  secret: string;
  /** The webhook-id: the same for every attempt of one delivery, so receivers can dedupe. */
  messageId: string;
  body: string;
}

/** Signs and POSTs a message to its URL, connecting only where the address policy allows. */
export type WebhookSend = (message: SignedMessage) => Promise<SendResult>;
