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
    // The contract's shape: who is signed in; the admin's fuller answer (role, permissions) is /trpc's.
    handle(async (api) => {
      const me = await api.auth.me();
      return me && { username: me.username, hasTwoFactor: me.hasTwoFactor };
    }),
  );
}
