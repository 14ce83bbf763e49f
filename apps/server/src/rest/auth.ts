import type { FastifyInstance } from "fastify";
import { handle } from "./caller";

export async function authRoutes(app: FastifyInstance) {
  app.post(
    "/auth/login",
    handle((api, req) => api.auth.login(req.body as never)),
  );
  app.post(
    "/auth/logout",
    handle((api) => api.auth.logout()),
  );
  app.get(
    "/auth/me",
    handle((api) => api.auth.me()),
  );
}
