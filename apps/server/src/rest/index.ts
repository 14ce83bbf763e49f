import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import { adminRoutes } from "./admin";
import { authRoutes } from "./auth";
import { openApiRoute } from "./openapi/index";
import { publicRoutes } from "./public";
import { signupRoutes } from "./signups";

/** The spec §7 contract under /api: thin translation onto the tRPC procedures. */
export async function restApi(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: app.services.config.mediaMaxBytes, files: 1, fields: 5 } });
  await app.register(publicRoutes);
  await app.register(authRoutes);
  await app.register(adminRoutes);
  await app.register(signupRoutes);
  await app.register(openApiRoute);
}
