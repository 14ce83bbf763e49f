// GET /api/openapi.json: an OpenAPI 3.1 description of every /api route the server registers, and
// of every path of the spec's API table (SPEC §7), whose documented shapes match real answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";
import { registeredApiRoutes } from "../helpers/routes";
import { expectJsonError } from "./support";

const PUBLIC_URL = "https://lumiere.example";
const HOST = "lumiere.example";
const OTHER_HOST = "preview.lumiere.example";

/** The paths of SPEC §7's table, as the spec writes them (its {pageId} lists the page names). */
const SPEC_PATHS = [
  "GET /api/pages/{pageId}",
  "GET /api/articles",
  "GET /api/articles/{slug}",
  "POST /api/consultation",
  "POST /api/prospects",
  "POST /api/chat",
  "POST /api/contact",
  "POST /api/auth/login",
  "POST /api/auth/logout",
  "GET /api/admin/articles",
  "GET /api/admin/contacts",
  "GET /api/admin/consultations",
  "GET /api/admin/prospects",
  "GET /api/admin/pages",
  "GET /api/admin/media",
  "PUT /api/admin/pages/{pageId}",
  "POST /api/admin/articles",
  "PUT /api/admin/articles/{id}",
  "DELETE /api/admin/articles/{id}",
  "POST /api/admin/media/upload",
  "PUT /api/admin/settings",
  "POST /api/admin/test-email",
  "POST /api/admin/test-ai",
  "PUT /api/admin/ai-settings",
  "POST /api/admin/2fa/setup",
];

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"] as const;

type Json = Record<string, unknown>;
interface Operation {
  responses?: Record<string, Json>;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Json }> };
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
}

function documented(doc: Document): Set<string> {
  const out = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) if (item[method]) out.add(`${method.toUpperCase()} ${path}`);
  }
  return out;
}

/** A schema with its component references inlined, ready for z.fromJSONSchema. */
function inline(schema: unknown, doc: Document): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inline(s, doc));
  if (!schema || typeof schema !== "object") return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref) return inline(doc.components.schemas[ref.replace("#/components/schemas/", "")], doc);
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inline(v, doc)]));
}

const validator = (schema: unknown, doc: Document) => z.fromJSONSchema(inline(schema, doc) as Json);

describe(`GET /api/openapi.json (${dbLabel})`, () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL, ALLOWED_HOSTS: OTHER_HOST });
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json", headers: { host: HOST } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    doc = res.json<Document>();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is an OpenAPI 3.1 document: info, servers, and operations that each have responses", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toMatch(/\S/);
    expect(doc.info.version).toMatch(/\S/);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/api\//);
      const operations = METHODS.filter((m) => item[m]);
      expect(operations.length, path).toBeGreaterThan(0);
      for (const m of operations) {
        const responses = Object.entries(item[m]?.responses ?? {});
        expect(responses.length, `${m} ${path}`).toBeGreaterThan(0);
        for (const [status, response] of responses) {
          expect(status, `${m} ${path}`).toMatch(/^[1-5]\d\d$/);
          expect(typeof response.description, `${m} ${path} ${status}`).toBe("string");
        }
      }
      // Every {param} of the path is a documented path parameter.
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        for (const m of operations) {
          const params = (item[m] as { parameters?: { in: string; name: string }[] }).parameters ?? [];
          expect(
            params.some((p) => p.in === "path" && p.name === name),
            `${m} ${path} {${name}}`,
          ).toBe(true);
        }
      }
    }
  });

  it("names the configured PUBLIC_URL as its server, whatever Host the request came with", async () => {
    expect(doc.servers).toEqual([{ url: PUBLIC_URL }]);
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json", headers: { host: OTHER_HOST } });
    expect(res.json<Document>().servers).toEqual([{ url: PUBLIC_URL }]);
  });

  it("describes every route the server registers under /api", () => {
    const registered = registeredApiRoutes(t.app);
    expect(registered.length).toBeGreaterThan(30);
    expect(registered).toContain("POST /api/consultation");
    expect(registered).toContain("PUT /api/admin/articles/{id}");
    const missing = registered.filter((r) => !documented(doc).has(r));
    expect(missing, "routes missing from /api/openapi.json").toEqual([]);
  });

  it("describes every path of the spec's API table", () => {
    const missing = SPEC_PATHS.filter((p) => !documented(doc).has(p));
    expect(missing).toEqual([]);
  });

  it("puts the admin operations behind the session cookie, with a 401", () => {
    const scheme = doc.components.securitySchemes.session;
    expect(scheme).toMatchObject({ type: "apiKey", in: "cookie" });
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!path.startsWith("/api/admin/")) continue;
      for (const m of METHODS.filter((x) => item[x])) {
        expect(item[m]?.security, `${m} ${path}`).toEqual([{ session: [] }]);
        expect(item[m]?.responses?.["401"], `${m} ${path}`).toBeDefined();
      }
    }
    expect(doc.paths["/api/articles"]?.get?.security).toBeUndefined();
  });

  it("documents the consultation body as the server checks it, and its 400 as the server answers it", async () => {
    const op = doc.paths["/api/consultation"]?.post;
    const requestSchema = validator(op?.requestBody?.content["application/json"]?.schema, doc);
    const good = { name: "Jeanne Martin", email: "jeanne@example.com", company: "Martin & Fils", message: "A chatbot." };
    const bad = { name: "", email: "jeanne@example.com" };
    expect(requestSchema.safeParse(good).success).toBe(true);
    expect(requestSchema.safeParse(bad).success).toBe(false);

    const res = await t.app.inject({ method: "POST", url: "/api/consultation", headers: { host: HOST }, payload: bad });
    const body = expectJsonError(res, 400);
    expect(body.errors?.name).toBeDefined();
    const content = op?.responses?.["400"]?.content as Record<string, { schema: Json }>;
    const documentedError = validator(content["application/json"]?.schema, doc);
    expect(documentedError.safeParse(body).success).toBe(true);
    // The documented shape is strict about its fields' types: a stray shape would not pass.
    expect(documentedError.safeParse({ message: 1 }).success).toBe(false);
  });

  it("answers from memory with a validator: 304 for a current copy", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/openapi.json", headers: { host: HOST } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers["cache-control"]).toMatch(/max-age=\d+/);
    const again = await t.app.inject({ method: "GET", url: "/api/openapi.json", headers: { host: HOST, "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
  });
});
