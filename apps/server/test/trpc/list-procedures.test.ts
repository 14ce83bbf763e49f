// One list and paging stack: a procedure that pages a list takes the shared paged input
// (pagedInputSchema of @lumiere/validation: page, perPage among PER_PAGE_OPTIONS, q, sort) when
// it is an admin list, and answers the shared shape ({ items, total }) wherever it is. A second
// paging vocabulary (pageSize, a cursor, its own answer) fails here.
import { PER_PAGE_OPTIONS } from "@lumiere/validation";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { appRouter } from "../../src/trpc/router";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { batchResults, trpcQueryBatch } from "./support";

interface ProcedureDef {
  type: string;
  inputs: z.ZodType[];
}
const procedures = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, { _def: ProcedureDef }> } })._def.procedures,
);

/** The keys an input object names, whatever wraps it (optional, default, pipe). */
function keysOf(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (shape) return Object.keys(shape);
  const inner = (schema as unknown as { def?: { innerType?: z.ZodType; in?: z.ZodType } }).def;
  return inner?.innerType ? keysOf(inner.innerType) : inner?.in ? keysOf(inner.in) : [];
}

// `limit` alone is no paging: the home page asks for its newest few (articles.latest).
const PAGING_WORDS = ["page", "perPage", "pageSize", "cursor"];
/** The queries that page a list: named `page`, or taking any paging word. */
const paged = procedures
  .filter(([, p]) => p._def.type === "query")
  .filter(([path, p]) => path.endsWith(".page") || p._def.inputs.some((i) => keysOf(i).some((k) => PAGING_WORDS.includes(k))))
  .map(([path, p]) => ({ path, inputs: p._def.inputs }));

/** What a list needs besides paging (a lead kind, an item): a new list that needs more says so here. */
const REQUIRED: Record<string, Record<string, unknown>> = {
  "admin.leads.list": { kind: "contact" },
  "admin.versions.page": { ref: { kind: "page", pageId: "about" } },
  "team.articles": { slug: "nobody" },
};

describe("the procedures that page a list", () => {
  it("are found (the paged admin lists, the inbox and the insights grid)", () => {
    expect(paged.map((p) => p.path)).toEqual(expect.arrayContaining(["admin.articles.page", "admin.leads.list", "articles.page"]));
  });

  for (const { path, inputs } of paged.filter((p) => p.path.startsWith("admin."))) {
    it(`${path} takes the shared paged input`, () => {
      const [schema] = inputs;
      expect(schema, path).toBeDefined();
      const keys = keysOf(schema!);
      for (const key of ["page", "perPage", "q", "sort"]) expect(keys, `${path}: ${key}`).toContain(key);
      for (const key of ["pageSize", "limit", "cursor"]) expect(keys, `${path}: ${key}`).not.toContain(key);
      const base = REQUIRED[path] ?? {};
      const parsed = schema!.parse(base) as { page: number; perPage: number; q: string };
      expect([parsed.page, parsed.perPage, parsed.q]).toEqual([1, 25, ""]);
      for (const perPage of PER_PAGE_OPTIONS) expect(schema!.safeParse({ ...base, perPage }).success).toBe(true);
      expect(schema!.safeParse({ ...base, perPage: 7 }).success).toBe(false);
    });
  }
});

describe(`the answer of every paged list (${dbLabel})`, () => {
  const t = useSignedInApp();

  it("is { items, total }", async () => {
    const res = await trpcQueryBatch(
      t.app,
      paged.map((p) => [p.path, REQUIRED[p.path] ?? {}]),
      { cookie: t.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    batchResults(res).forEach((r, i) => {
      const path = paged[i]?.path;
      const data = r.result?.data as Record<string, unknown>;
      expect(
        // The insights grid also carries its filters: the language's categories and top tags.
        Object.keys(data).filter((k) => k !== "categories" && k !== "tags"),
        path,
      ).toEqual(["items", "total"]);
      expect(Array.isArray(data.items), path).toBe(true);
      expect(typeof data.total, path).toBe("number");
    });
  });
});
