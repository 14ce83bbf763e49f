// Helpers of the editorial suites: admin calls through /trpc as the browser sends them.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { buildTestApp, loginCookie, type TestApp } from "../helpers/app";
import { trpcMutation } from "../trpc/support";

export interface TrpcError {
  message: string;
  data: { code: string; httpStatus: number; fieldErrors?: Record<string, string>; messageId?: string };
}

/** A query as the web app's httpLink sends it (GET, input in the URL). */
export function trpcQuery(app: FastifyInstance, path: string, input: unknown, cookie?: string): Promise<LightMyRequestResponse> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return app.inject({ method: "GET", url: `/trpc/${path}${query}`, headers: cookie ? { cookie } : {} });
}

/** The data of a successful call (asserting it succeeded). */
export function dataOf<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: T } }>().result.data;
}

/** The error of a failed call (asserting its HTTP status). */
export function errorOf(res: LightMyRequestResponse, status: number): TrpcError {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<{ error: TrpcError }>().error;
}

/** A signed-in admin's calls through /trpc. */
export function adminTrpc(app: FastifyInstance, cookie: string) {
  return {
    mutate: (path: string, input?: unknown) => trpcMutation(app, path, input, { cookie }),
    query: (path: string, input?: unknown) => trpcQuery(app, path, input, cookie),
    async call<T>(path: string, input?: unknown): Promise<T> {
      return dataOf<T>(await trpcMutation(app, path, input, { cookie }));
    },
    async get<T>(path: string, input?: unknown): Promise<T> {
      return dataOf<T>(await trpcQuery(app, path, input, cookie));
    },
  };
}

export interface ArticleBody {
  id: number;
  title_en: string;
  title_fr: string;
  slug_en: string;
  slug_fr: string;
  category_en: string;
  category_fr: string;
  image_url: string;
  publishedAt: string;
  content_en: string;
}

export interface LangStatus {
  state: string;
  live: boolean;
  publishAt: string | null;
  editedAt: string | null;
  editedBy: string | null;
  submittedBy: string | null;
  translation: string;
}
export interface EditorialItem {
  ref: { kind: string; id?: number; pageId?: string };
  title_en: string;
  title_fr: string;
  category: string | null;
  status: { en: LangStatus; fr: LangStatus };
}

/** A unique word, so a test's article can be told apart from every other text on the site. */
export const uniqueWord = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Suite {
  t: TestApp;
  app: FastifyInstance;
  cookie: string;
  trpc: ReturnType<typeof adminTrpc>;
}

/** A test file's app, signed in as the admin; filled before the first test, closed after the last. */
export function editorialSuite(...args: Parameters<typeof buildTestApp>): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    suite.t = await buildTestApp(...args);
    suite.app = suite.t.app;
    suite.cookie = await loginCookie(suite.app);
    suite.trpc = adminTrpc(suite.app, suite.cookie);
  });
  afterAll(async () => {
    await suite.t?.close();
  });
  return suite;
}

/** One page of an admin list and the total of the whole list. */
export interface ListPage<T> {
  items: T[];
  total: number;
}
export type BatchAnswer<T> = {
  result?: { data: T };
  error?: { message: string; data: { httpStatus: number; fieldErrors?: Record<string, string> } };
};

/** Several queries of one procedure in one batched GET, as the browser's link sends them. */
export async function batchQuery<T>(app: FastifyInstance, cookie: string, path: string, inputs: unknown[]): Promise<BatchAnswer<T>[]> {
  const input = Object.fromEntries(inputs.map((v, i) => [String(i), v]));
  const res = await app.inject({
    method: "GET",
    url: `/trpc/${inputs.map(() => path).join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
    headers: { cookie },
  });
  return res.json<BatchAnswer<T>[]>();
}
