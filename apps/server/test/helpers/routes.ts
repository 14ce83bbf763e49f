// The routes a built app really has, read from Fastify's own route tree: tests that must cover every
// route (its documentation, its permission) list them from here, so a new one cannot be forgotten.
import type { FastifyInstance } from "fastify";

/** `METHOD /path/{param}` for every route Fastify has under /api, read from its route tree. */
export function registeredApiRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split("\n")) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const [, label = "", methods = ""] = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 4)) ?? [];
    stack.length = depth;
    stack.push(label);
    const path = stack.join("");
    if (!path.startsWith("/api/")) continue;
    for (const method of methods.split(", ").filter(Boolean)) {
      // Fastify answers HEAD for every GET route; the GET operation describes both.
      if (method === "HEAD" && methods.includes("GET")) continue;
      routes.push(`${method} ${path.replace(/:(\w+)/g, "{$1}")}`);
    }
  }
  return routes;
}
