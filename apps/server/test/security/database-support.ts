// What the database-failure tests share: the 503 text, a guard against a request that never
// answers, and one request of each kind a visitor or client makes.
import type { LightMyRequestResponse } from "fastify";
import { contactPayload } from "../rest/support";

export const UNAVAILABLE = "The service is temporarily unavailable. Please try again shortly.";

/** The answer, or a failure naming the request when none comes (the hang this file is about). */
export async function answered(what: string, request: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const none = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within 30 s`)), 30_000);
  });
  try {
    return await Promise.race([request, none]);
  } finally {
    clearTimeout(timer);
  }
}

const batchInput = encodeURIComponent(JSON.stringify({ 0: { pageId: "insights" }, 1: { lang: "en" } }));
export const requests = {
  page: { method: "GET", url: "/en/insights", headers: { accept: "text/html" } },
  articles: { method: "GET", url: "/api/articles?lang=en" },
  contact: { method: "POST", url: "/api/contact", payload: contactPayload() },
  batch: { method: "GET", url: `/trpc/pages.byPageId,articles.page?batch=1&input=${batchInput}` },
} as const;
