// The spec's lists (GET /api/articles, /api/admin/articles, …): the whole array by default, as the
// contract says, streamed from the database a chunk at a time; one page with ?page=/?per_page=.
// Both carry a weak ETag from the list's version and answer 304 when the client has it. A public
// list's answer is stored for the replay of http/cache.ts when it is small enough.
import { TRPCError } from "@trpc/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ListSource } from "../domain/lists/source";
import type { Permission } from "@lumiere/validation";
import { requirePermission } from "../domain/people/permissions";
import { siteOrigin } from "../domain/site-origin";
import { contentClears, isPublicRoute, matchesEtag, storedAnswerKey } from "../http/cache";
import { type EncodedBody, sendEncoded } from "../http/encoding";
import { jsonArrayStream } from "../http/json-stream";
import type { AppServices } from "../trpc/context";
import { sendError } from "./errors";
import { lastPage, linkHeader, pagingOf, pastTheEnd } from "./paging";

/** Rows read and written per step of a whole list. */
export const CHUNK_ROWS = 200;
/** A public whole list up to this size is kept for replay; a larger one is streamed each time. */
const KEEP_WHOLE_BYTES = 4 * 1024 * 1024;
const JSON_TYPE = "application/json; charset=utf-8";

type Query = Record<string, unknown>;

/** The query parsed with a shared schema, refused as a procedure refuses its input (400, field errors). */
export function parsedQuery<S extends z.ZodType>(schema: S, query: Query): z.output<S> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw new TRPCError({ code: "BAD_REQUEST", message: "Invalid input", cause: parsed.error });
  return parsed.data;
}

/**
 * Who may read a list, always said: the permission an admin list needs (a session whose role holds
 * it), or "public". A public list's route also says so in its options, which lets its answer be kept.
 */
export type ListAccess = Permission | "public";

export function listRoute<T>(sourceOf: (services: AppServices, query: Query) => ListSource<T>, access: ListAccess) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    try {
      if (access !== "public") {
        if (!req.session) throw new TRPCError({ code: "UNAUTHORIZED", message: "Authentication required" });
        await requirePermission(req.server.services, req.session.user, access);
      }
      // Kept for replay only when both say public: a list left unmarked is never stored for others.
      const isPublic = access === "public" && isPublicRoute(req);
      const query = (req.query ?? {}) as Query;
      const paging = pagingOf(query);
      const services = req.server.services;
      const clears = contentClears(services.cache);
      const clearsAtStart = clears.count;
      const source = sourceOf(services, query);
      const etag = `W/"${await source.version()}"`;
      reply.type(JSON_TYPE).header("etag", etag);
      if (matchesEtag(req, etag)) return reply.code(304).send();
      const store = (body: EncodedBody) => {
        if (isPublic && clears.count === clearsAtStart) services.cache.responses.set(storedAnswerKey(req), body);
      };

      if (!paging) {
        const { stream, whole } = jsonArrayStream(source.chunks(CHUNK_ROWS), isPublic ? KEEP_WHOLE_BYTES : 0);
        void whole.then((plain) => plain && store({ plain, etag }));
        reply.compress(stream);
        return reply;
      }

      const total = await source.count();
      const last = lastPage(total, paging.perPage);
      if (paging.page > last) throw pastTheEnd(paging.page, last);
      const rows = await source.page((paging.page - 1) * paging.perPage, paging.perPage);
      const headers = { "x-total-count": String(total), link: linkHeader(req, await siteOrigin(services), paging, last) };
      const body: EncodedBody = { plain: Buffer.from(JSON.stringify(rows)), etag, headers };
      store(body);
      return await sendEncoded(req, reply.headers(headers), body);
    } catch (error) {
      return sendError(reply, error);
    }
  };
}
