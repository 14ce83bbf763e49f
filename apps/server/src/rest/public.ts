import type { FastifyInstance, FastifyRequest } from "fastify";
import { articleListInputSchema } from "@lumiere/validation";
import { publishedArticles } from "../domain/lists/articles";
import { handle } from "./caller";
import { listRoute, parsedQuery } from "./lists";

type WithParams<P> = FastifyRequest<{ Params: P; Querystring: Record<string, unknown> }>;

const publicAnswer = { public: true };

export async function publicRoutes(app: FastifyInstance) {
  app.get(
    "/pages/:pageId",
    handle((api, req) => api.pages.byPageId({ pageId: (req as WithParams<{ pageId: string }>).params.pageId }), 200, publicAnswer),
  );
  app.get(
    "/articles",
    listRoute((services, query) => publishedArticles(services, parsedQuery(articleListInputSchema, query).lang), publicAnswer),
  );
  app.get(
    "/articles/:slug",
    handle(
      (api, req) => {
        const r = req as WithParams<{ slug: string }>;
        return api.articles.bySlug({ slug: r.params.slug, lang: r.query.lang as never });
      },
      200,
      publicAnswer,
    ),
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
