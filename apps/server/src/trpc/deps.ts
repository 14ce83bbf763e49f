// The one way a router builds what a domain function is given: the app's services under the names
// the domain uses, and nothing of the request (who acts is passed apart, as a required argument).
// A function that needs only the database takes `ctx.db`; every other takes `depsOf(ctx)`.
import type { Db } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import type { ContentCache } from "../cache/content-cache";
import type { ChatEngine } from "../domain/chat/types";
import type { Wake } from "../domain/deps";
import type { SignedMessage, WebhookSend } from "../domain/webhooks/index";
import type { Config } from "../env";
import { sendSigned } from "../http/webhook-sender";
import type { MediaStorage } from "../storage/media-storage";
import type { Context } from "./context";

export interface AppDeps {
  db: Db;
  cache: ContentCache;
  config: Config;
  /** Wakes the senders of what a change queued (e-mails, webhook deliveries), by name. */
  wake: Wake;
  /** The language of the calling page, when known. */
  lang: Lang | undefined;
  mediaStorage: MediaStorage;
  /** Aya (the AI settings' connection test asks her provider). */
  chat: ChatEngine;
  /** Sends one signed webhook now (the test event); queued deliveries go through their worker. */
  sendWebhook: WebhookSend;
}

export function depsOf(ctx: Context): AppDeps {
  return {
    db: ctx.db,
    cache: ctx.cache,
    config: ctx.config,
    wake: ctx.wake,
    lang: ctx.lang,
    mediaStorage: ctx.mediaStorage,
    chat: ctx.chat,
    sendWebhook: (message: SignedMessage) => sendSigned(message, ctx.config.webhooks, { tracing: ctx.tracing }),
  };
}
