import type { FastifyInstance } from "fastify";
import { isLang } from "@lumiere/i18n";
import { articlesFeed } from "../domain/feeds/rss";
import { sendNotFound } from "../http/pages";
import type { AppServices } from "../trpc/context";

const RSS_TYPE = "application/rss+xml; charset=utf-8";

/** /{lang}/insights/rss.xml: each language's articles as RSS 2.0 (pages advertise it with <link rel="alternate">). */
export async function feedRoutes(app: FastifyInstance, opts: { services: AppServices }) {
  app.get("/:lang/insights/rss.xml", async (req, reply) => {
    const { lang } = req.params as { lang: string };
    if (!isLang(lang)) return sendNotFound(req, reply);
    return reply.type(RSS_TYPE).send(await articlesFeed(opts.services, lang));
  });
}
