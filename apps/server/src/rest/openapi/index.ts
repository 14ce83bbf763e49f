// GET /api/openapi.json. The document is built on the first request (zod-openapi is loaded only
// then, out of the start-up bundle), then served from memory, compressed once, with an ETag.
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../env";
import { matchesEtag } from "../../http/cache";
import { type EncodedBody, sendEncoded } from "../../http/encoding";

async function encoded(config: Config): Promise<EncodedBody> {
  const { openApiDocument } = await import("./document");
  const plain = Buffer.from(JSON.stringify(openApiDocument(config)));
  return { plain, etag: `"${createHash("sha256").update(plain).digest("base64url").slice(0, 27)}"` };
}

export async function openApiRoute(app: FastifyInstance) {
  let built: Promise<EncodedBody> | undefined;
  app.get("/openapi.json", async (req, reply) => {
    built ??= encoded(app.services.config).catch((error) => {
      built = undefined;
      throw error;
    });
    const body = await built;
    const etag = body.etag ?? "";
    reply.type("application/json; charset=utf-8").header("etag", etag).header("cache-control", "public, max-age=300");
    if (matchesEtag(req, etag)) return reply.code(304).send();
    return sendEncoded(req, reply, body);
  });
}
