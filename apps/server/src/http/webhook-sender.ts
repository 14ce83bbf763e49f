// The webhooks' HTTP client (the domain gets it as `send`). One signed POST to a receiver (Standard Webhooks: webhook-id, webhook-timestamp and
// webhook-signature headers, HMAC-SHA256 of "id.timestamp.body"), connected to the address that
// resolveTarget checked. Redirects are not followed: a receiver answers 2xx or the send failed.
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { Webhook } from "standardwebhooks";
import { resolveTarget, type WebhookAddressPolicy } from "../domain/webhooks/address";
import type { SendResult, SignedMessage } from "../domain/webhooks/deps";
import type { Tracing } from "../tracing/index";

/** A receiver that has not answered within this long has failed this attempt (the worker may set its own). */
export const SEND_TIMEOUT_MS = 10_000;
/** How much of the receiver's answer is kept to show the admin. */
const BODY_LIMIT = 500;

/**
 * Sends one signed message, after checking (again) where its URL leads; with tracing, in a client
 * span whose `traceparent` the receiver gets.
 */
export function sendSigned(
  message: SignedMessage,
  policy: WebhookAddressPolicy,
  options: { timeoutMs?: number; tracing?: Tracing | null } = {},
): Promise<SendResult> {
  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  if (!options.tracing) return send(message, policy, timeoutMs, {});
  return options.tracing.outgoing(
    { name: "POST webhook", method: "POST", url: message.url, attributes: { "lumiere.webhook.message_id": message.messageId } },
    (traceHeaders) => send(message, policy, timeoutMs, traceHeaders),
  );
}

async function send(
  message: SignedMessage,
  policy: WebhookAddressPolicy,
  timeoutMs: number,
  traceHeaders: Record<string, string>,
): Promise<SendResult> {
  let target: Awaited<ReturnType<typeof resolveTarget>>;
  try {
    target = await resolveTarget(message.url, policy);
  } catch (error) {
    return { ok: false, status: null, detail: error instanceof Error ? error.message : String(error), timedOut: false };
  }
  const now = new Date();
  const headers = {
    ...traceHeaders,
    "content-type": "application/json",
    "user-agent": "Lumiere-Webhooks/1",
    "webhook-id": message.messageId,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": new Webhook(message.secret).sign(message.messageId, now, message.body),
  };
  // The name resolves to the checked address only (TLS still verifies the certificate for the name).
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === "https:" ? https : http;
  return new Promise<SendResult>((resolve) => {
    // The whole exchange has one deadline: a receiver that trickles its answer cannot hold a send.
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      request.destroy(new Error(`Timed out: no answer within ${timeoutMs / 1000} seconds`));
    }, timeoutMs);
    const settle = (result: SendResult) => {
      clearTimeout(deadline);
      resolve(result);
    };
    const request = client.request(target.url, { method: "POST", headers, lookup: pinned }, (response) => {
      const status = response.statusCode ?? 0;
      // Its status came in time: a body cut short by the deadline does not make it a timeout.
      const answered = () => settle({ ok: status >= 200 && status < 300, status, detail: body.slice(0, BODY_LIMIT), timedOut: false });
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
        // Enough to show the admin: the rest is not read.
        if (body.length >= BODY_LIMIT) {
          answered();
          response.destroy();
        }
      });
      response.on("end", answered);
      response.on("error", answered);
    });
    request.on("error", (error) => settle({ ok: false, status: null, detail: error.message || String(error), timedOut }));
    request.end(message.body);
  });
}
