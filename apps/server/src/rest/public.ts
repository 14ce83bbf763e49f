import type { FastifyInstance, FastifyRequest } from "fastify";
import { articleListInputSchema } from "@lumiere/validation";
import { specArticle } from "../domain/articles";
import { publishedArticles } from "../domain/lists/articles";
import { handle } from "./caller";
import { listRoute, parsedQuery } from "./lists";

type WithParams<P> = FastifyRequest<{ Params: P; Querystring: Record<string, unknown> }>;

/**
 * The answer is the same for every visitor: stored and replayed, cacheable by anyone, and kept
 * under the query parameters the route reads (http/cache.ts).
 */
const publicAnswer = (...reads: string[]) => ({ config: { public: true, reads } });

export async function publicRoutes(app: FastifyInstance) {
  app.get(
    "/pages/:pageId",
    publicAnswer(),
    handle((api, req) => api.pages.byPageId({ pageId: (req as WithParams<{ pageId: string }>).params.pageId })),
  );
  app.get(
    "/articles",
    publicAnswer("lang", "page", "per_page"),
    listRoute((services, query) => publishedArticles(services, parsedQuery(articleListInputSchema, query).lang), "public"),
  );
  app.get(
    "/articles/:slug",
    publicAnswer("lang"),
    handle(async (api, req) => {
      const r = req as WithParams<{ slug: string }>;
      return specArticle(await api.articles.bySlug({ slug: r.params.slug, lang: r.query.lang as never }));
    }),
  );
  app.post(
    "/consultation",
    handle((api, req) => api.leads.createConsultation(req.body as never), 201),
  );
  app.post(
    "/prospects",
    handle((api, req) => api.leads.createProspect(req.body as never), 201),
  );
  app.post(
    "/contact",
    handle((api, req) => api.leads.createContact(req.body as never), 201),
  );
  app.post(
    "/chat",
    handle((api, req) => api.chat.send(req.body as never)),
  );
}
