import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** The built web app's files: hashed assets, the starter illustrations and the favicon. */
export async function staticFiles(app: FastifyInstance, opts: { clientDist: string }) {
  const { clientDist } = opts;
  // Hashed file names never change content: cache them for a year.
  await app.register(fastifyStatic, {
    root: path.join(clientDist, "assets"),
    prefix: "/assets/",
    decorateReply: false,
    immutable: true,
    maxAge: "365d",
    index: false,
    // .br/.gz siblings written at build time (apps/web/scripts/precompress.mjs).
    preCompressed: true,
  });
  // The starter articles' illustrations (apps/web/public/illustrations): stable names, so a day's cache.
  const illustrations = path.join(clientDist, "illustrations");
  if (existsSync(illustrations)) {
    await app.register(fastifyStatic, {
      root: illustrations,
      prefix: "/illustrations/",
      decorateReply: false,
      maxAge: "1d",
      index: false,
      preCompressed: true,
    });
  }
  for (const file of ["favicon.svg"]) {
    const full = path.join(clientDist, file);
    if (existsSync(full)) {
      const body = readFileSync(full);
      app.get(`/${file}`, (_req, reply) => reply.type("image/svg+xml").header("cache-control", "public, max-age=86400").send(body));
    }
  }
}
