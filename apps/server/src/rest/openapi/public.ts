// The public part of the description: content, forms, chat, sign-in and the signup e-mail links
// (rest/public.ts, rest/auth.ts, rest/signups.ts), with the schemas their procedures parse.
import {
  articleBySlugInputSchema,
  articleListInputSchema,
  articleRecordSchema,
  chatInputSchema,
  chatReplySchema,
  consultationInputSchema,
  contactInputSchema,
  currentUserSchema,
  langSchema,
  loginInputSchema,
  loginResultSchema,
  pageIdSchema,
  pageRecordSchema,
  prospectInputSchema,
  successSchema,
  tokenInputSchema,
} from "@lumiere/validation";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { z } from "zod";
import { body, errors, ifNoneMatch, json, listResponses, pagingQuery, WRITE_ERRORS } from "./common";

const setCookie = z.object({ "Set-Cookie": z.string().meta({ description: "The session cookie (HttpOnly)" }) });

const toSignupPage = {
  303: {
    description: "Sent on to the site's page that says what happened (/{lang}/signup/{state})",
    headers: z.object({ Location: z.string() }),
  },
  ...errors(),
};
const signupLinkQuery = tokenInputSchema.extend({ lang: langSchema.optional() });

const form = (summary: string, schema: z.ZodType) => ({
  post: {
    tags: ["forms"],
    summary,
    description: "The answer is the same whether the submission was stored, held for review or dropped as spam.",
    requestBody: body(schema),
    responses: { 201: json("Accepted", successSchema), ...errors(...WRITE_ERRORS, 429) },
  },
});

export const publicPaths: ZodOpenApiPathsObject = {
  "/api/pages/{pageId}": {
    get: {
      tags: ["content"],
      summary: "A page's published fields in both languages",
      requestParams: { path: z.object({ pageId: pageIdSchema.meta({ examples: ["home", "about"] }) }) },
      responses: { 200: json("The page", pageRecordSchema), ...errors(400, 404) },
    },
  },
  "/api/articles": {
    get: {
      tags: ["content"],
      summary: "The articles published in a language, newest first",
      requestParams: { query: articleListInputSchema.extend(pagingQuery.shape), header: ifNoneMatch },
      responses: listResponses("The articles", articleRecordSchema),
    },
  },
  "/api/articles/{slug}": {
    get: {
      tags: ["content"],
      summary: "One published article by its slug in the language",
      requestParams: { path: articleBySlugInputSchema.pick({ slug: true }), query: articleBySlugInputSchema.pick({ lang: true }) },
      responses: { 200: json("The article", articleRecordSchema), ...errors(400, 404) },
    },
  },
  "/api/consultation": form("Ask for a consultation", consultationInputSchema),
  "/api/prospects": form("Sign up for the product launch (double opt-in: a confirmation e-mail is sent)", prospectInputSchema),
  "/api/contact": form("Send a message through the contact form", contactInputSchema),
  "/api/chat": {
    post: {
      tags: ["chat"],
      summary: "One message to the assistant; `response` holds its reply",
      requestBody: body(chatInputSchema),
      responses: { 200: json("The reply", chatReplySchema), ...errors(...WRITE_ERRORS, 429) },
    },
  },
  "/api/auth/login": {
    post: {
      tags: ["auth"],
      summary: "Sign in as an admin; sets the session cookie",
      description: "With two-factor on and no `code`, answers success false and twoFactorRequired true.",
      requestBody: body(loginInputSchema),
      responses: { 200: json("Signed in, or a code is required", loginResultSchema, setCookie), ...errors(...WRITE_ERRORS, 401, 429) },
    },
  },
  "/api/auth/logout": {
    post: {
      tags: ["auth"],
      summary: "Sign out: ends the session and clears its cookie",
      responses: { 200: json("Signed out", successSchema), ...errors(403) },
    },
  },
  "/api/auth/me": {
    get: {
      tags: ["auth"],
      summary: "Who is signed in (null for nobody)",
      responses: { 200: json("The signed-in admin or null", currentUserSchema), ...errors() },
    },
  },
  "/api/signups/confirm": {
    get: {
      tags: ["signup links"],
      summary: "The confirmation link of the double opt-in e-mail",
      requestParams: { query: signupLinkQuery },
      responses: toSignupPage,
    },
  },
  "/api/signups/unsubscribe": {
    get: {
      tags: ["signup links"],
      summary: "The unsubscribe link: sends to a page that asks (a GET never unsubscribes)",
      requestParams: { query: signupLinkQuery },
      responses: toSignupPage,
    },
    post: {
      tags: ["signup links"],
      summary: "Unsubscribe (the page's button, and RFC 8058 one-click List-Unsubscribe)",
      requestParams: { query: signupLinkQuery },
      requestBody: {
        content: { "application/x-www-form-urlencoded": { schema: z.object({ "List-Unsubscribe": z.literal("One-Click").optional() }) } },
      },
      responses: { ...toSignupPage, ...errors(403) },
    },
  },
  "/api/openapi.json": {
    get: {
      tags: ["meta"],
      summary: "This description of the API (OpenAPI 3.1)",
      responses: {
        200: { description: "The OpenAPI document", content: { "application/json": { schema: { type: "object" } } } },
        304: { description: "The client's copy (If-None-Match) is current" },
        ...errors(),
      },
    },
  },
};
