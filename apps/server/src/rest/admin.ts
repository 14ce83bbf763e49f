import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TRPCError } from "@trpc/server";
import { specArticle } from "../domain/articles";
import { uploadTooLarge } from "../domain/media";
import { requirePermission } from "../domain/people/permissions";
import { leadList, mediaList, pageCopies } from "../domain/lists/admin";
import { articleCopies } from "../domain/lists/articles";
import { handle } from "./caller";
import { listRoute } from "./lists";
import { BadRequest, sendError } from "./errors";
import { pageUpdateFromRest } from "./shapes";

type WithId = FastifyRequest<{ Params: { id: string } }>;
type WithQuery = FastifyRequest<{ Querystring: Record<string, unknown> }>;

// The spec's admin routes, by concern. Each calls the procedure the admin uses, so the permission,
// validation and refusals are the procedure's; lists read their spec shape through listRoute.
export async function adminRoutes(app: FastifyInstance) {
  dashboardRoutes(app);
  contentRoutes(app);
  leadRoutes(app);
  mediaRoutes(app);
  settingsRoutes(app);
}

function dashboardRoutes(app: FastifyInstance) {
  app.get(
    "/admin/dashboard",
    handle((api) => api.admin.dashboard.counts()),
  );
  app.get(
    "/admin/analytics/summary",
    handle((api, req) => api.admin.analytics.summary({ period: (req as WithQuery).query.period as never })),
  );
}

function contentRoutes(app: FastifyInstance) {
  app.get(
    "/admin/articles",
    listRoute((services) => articleCopies(services), "content.view"),
  );
  app.post(
    "/admin/articles",
    handle(async (api, req) => specArticle(await api.admin.articles.create(req.body as never)), 201),
  );
  app.put(
    "/admin/articles/:id",
    handle(async (api, req) =>
      specArticle(await api.admin.articles.update({ ...(req.body as object), id: (req as WithId).params.id } as never)),
    ),
  );
  app.delete(
    "/admin/articles/:id",
    handle((api, req) => api.admin.articles.remove({ id: (req as WithId).params.id as never })),
  );

  app.get(
    "/admin/pages",
    listRoute((services) => pageCopies(services), "content.view"),
  );
  app.put(
    "/admin/pages/:pageId",
    handle((api, req) => {
      const { pageId } = req.params as { pageId: string };
      return api.admin.pages.update(pageUpdateFromRest(pageId, req.body) as never);
    }),
  );
}

function leadRoutes(app: FastifyInstance) {
  app.get(
    "/admin/contacts",
    listRoute((services) => leadList(services.db, "contact"), "leads"),
  );
  app.get(
    "/admin/consultations",
    listRoute((services) => leadList(services.db, "consultation"), "leads"),
  );
  app.get(
    "/admin/prospects",
    listRoute((services) => leadList(services.db, "signup"), "leads"),
  );
  // The inbox's CSV export as a file: ?kind=contact|consultation|signup, and status, q, from, to.
  app.get(
    "/admin/leads/export",
    handle((api, req) => api.admin.leads.export((req as WithQuery).query as never), 200, {
      send: (reply, file) =>
        reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${file.filename}"`).send(file.csv),
    }),
  );
}

function mediaRoutes(app: FastifyInstance) {
  app.get(
    "/admin/media",
    listRoute((services) => mediaList(services.db), "media.view"),
  );
  app.delete(
    "/admin/media/:id",
    handle((api, req) => api.admin.media.remove({ id: (req as WithId).params.id as never })),
  );
  app.post("/admin/media/upload", (req, reply) => uploadMedia(app, req, reply));
}

/** The spec's multipart upload: the session and permission first, then one file, within the size limit. */
async function uploadMedia(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  // Check the session before reading a possibly large body.
  if (!req.session) return sendError(reply, new TRPCError({ code: "UNAUTHORIZED", message: "Authentication required" }));
  try {
    await requirePermission(app.services, req.session.user, "media");
  } catch (error) {
    return sendError(reply, error);
  }
  if (!req.isMultipart()) return sendError(reply, { code: "FST_INVALID_MULTIPART_CONTENT_TYPE" });
  let file: { filename: string; bytes: Uint8Array } | undefined;
  try {
    const part = await req.file({ limits: { fileSize: app.services.config.mediaMaxBytes, files: 1 } });
    if (part?.fieldname !== "file") {
      return sendError(reply, new BadRequest("Send the file in the form field named file"));
    }
    file = { filename: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code !== "FST_REQ_FILE_TOO_LARGE") return sendError(reply, error);
    return sendError(reply, uploadTooLarge(app.services.config.mediaMaxBytes));
  }
  return handle((api) => api.admin.media.upload(file), 201).call(app, req, reply);
}

function settingsRoutes(app: FastifyInstance) {
  app.get(
    "/admin/settings",
    handle((api) => api.admin.settings.get()),
  );
  app.put(
    "/admin/settings",
    handle((api, req) => api.admin.settings.save(req.body as never)),
  );
  app.post(
    "/admin/test-email",
    handle((api) => api.admin.settings.testEmail()),
  );
  app.post(
    "/admin/2fa/setup",
    handle((api) => api.admin.settings.twoFactorSetup()),
  );
  app.post(
    "/admin/2fa/enable",
    handle((api, req) => api.admin.settings.twoFactorEnable(req.body as never)),
  );
  app.post(
    "/admin/2fa/disable",
    handle((api, req) => api.admin.settings.twoFactorDisable(req.body as never)),
  );

  app.get(
    "/admin/ai-settings",
    handle((api) => api.admin.ai.get()),
  );
  app.put(
    "/admin/ai-settings",
    handle((api, req) => api.admin.ai.save(req.body as never)),
  );
  app.post(
    "/admin/test-ai",
    handle((api) => api.admin.ai.test()),
  );
}
