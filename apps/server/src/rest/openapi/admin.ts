// The admin part of the description (rest/admin.ts): every operation needs the session cookie.
import {
  aiSettingsInputSchema,
  aiSettingsViewSchema,
  aiTestResultSchema,
  articleRecordSchema,
  articleSaveInputSchema,
  consultationRowSchema,
  contactRowSchema,
  analyticsPeriodInputSchema,
  analyticsSummarySchema,
  dashboardCountsSchema,
  idSchema,
  leadFilterSchema,
  mediaItemSchema,
  pageIdSchema,
  pageRecordSchema,
  pageSaveInputSchema,
  prospectRowSchema,
  settingsSaveInputSchema,
  settingsViewSchema,
  successSchema,
  testEmailResultSchema,
  twoFactorCodeInputSchema,
  twoFactorEnableInputSchema,
  twoFactorSetupSchema,
} from "@lumiere/validation";
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from "zod-openapi";
import { z } from "zod";
import { pageFields } from "../shapes";
import { admin, body, errors, ifNoneMatch, json, listResponses, pagingQuery, WRITE_ERRORS } from "./common";

const byId = z.object({ id: idSchema });

/** The spec's snake_case page payload (rest/shapes.ts), each field parsed as its stored name is. */
const { pageId: _pageId, ...pageOptions } = pageSaveInputSchema.shape;
const restPageUpdate = z
  .object({
    ...Object.fromEntries(Object.entries(pageFields).map(([rest, stored]) => [rest, pageSaveInputSchema.shape[stored]])),
    action: pageOptions.action,
    langs: pageOptions.langs,
    publishAt: pageOptions.publishAt,
  })
  .meta({ description: "A field left out is left as it is. The stored (camelCase) names are accepted too." });

const list = (summary: string, item: z.ZodType): ZodOpenApiOperationObject =>
  admin({ summary, requestParams: { query: pagingQuery, header: ifNoneMatch }, responses: listResponses(summary, item) });

const write = (summary: string, ok: ReturnType<typeof json>, more: Partial<ZodOpenApiOperationObject> = {}, status = 200) =>
  admin({ summary, ...more, responses: { [status]: ok, ...errors(...WRITE_ERRORS), ...more.responses } });

const get = (summary: string, schema: z.ZodType) => admin({ summary, responses: { 200: json(summary, schema), ...errors() } });

export const adminPaths: ZodOpenApiPathsObject = {
  "/api/admin/dashboard": { get: get("The dashboard's counts", dashboardCountsSchema) },
  "/api/admin/analytics/summary": {
    get: admin({
      summary: "Cookie-free analytics over a period (today, 7d, 30d, 12m; UTC days)",
      requestParams: { query: analyticsPeriodInputSchema },
      responses: {
        200: json("The period's visitors, page views, top pages, referrers and conversions", analyticsSummarySchema),
        ...errors(400),
      },
    }),
  },
  "/api/admin/articles": {
    get: list("Every article's working copy, newest first", articleRecordSchema),
    post: write(
      "Create an article (published at once, or sent to review, unless action says otherwise)",
      json("The article's working copy", articleRecordSchema),
      { requestBody: body(articleSaveInputSchema), responses: errors(409) },
      201,
    ),
  },
  "/api/admin/articles/{id}": {
    put: write("Update an article (a field left out is left as it is)", json("The article's working copy", articleRecordSchema), {
      requestParams: { path: byId },
      requestBody: body(articleSaveInputSchema),
      responses: errors(404, 409),
    }),
    delete: write("Delete an article (no confirmation step)", json("Deleted", successSchema), {
      requestParams: { path: byId },
      responses: errors(404),
    }),
  },
  "/api/admin/pages": { get: list("Every page's working copy", pageRecordSchema) },
  "/api/admin/pages/{pageId}": {
    put: write("Update a page with the spec's snake_case fields", json("The page's working copy", pageRecordSchema), {
      requestParams: { path: z.object({ pageId: pageIdSchema }) },
      requestBody: body(restPageUpdate),
      responses: errors(404, 409),
    }),
  },
  "/api/admin/contacts": { get: list("Contact messages, newest first", contactRowSchema) },
  "/api/admin/consultations": { get: list("Consultation requests, newest first", consultationRowSchema) },
  "/api/admin/prospects": { get: list("Launch signups, newest first", prospectRowSchema) },
  "/api/admin/leads/export": {
    get: admin({
      summary: "The inbox's CSV export of one kind of lead, filtered",
      requestParams: { query: leadFilterSchema },
      responses: {
        200: {
          description: "The CSV file",
          headers: z.object({ "Content-Disposition": z.string() }),
          content: { "text/csv": { schema: z.string() } },
        },
        ...errors(400),
      },
    }),
  },
  "/api/admin/media": { get: list("The media library, newest first", mediaItemSchema) },
  "/api/admin/media/{id}": {
    delete: write("Delete a media file and its resized copies", json("Deleted", successSchema), {
      requestParams: { path: byId },
      responses: errors(404),
    }),
  },
  "/api/admin/media/upload": {
    post: write(
      "Upload a media file (pictures get resized WebP copies)",
      json("The stored file", mediaItemSchema),
      {
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: z.object({ file: z.string().meta({ override: { type: "string", contentMediaType: "application/octet-stream" } }) }),
            },
          },
        },
        responses: errors(422),
      },
      201,
    ),
  },
  "/api/admin/settings": {
    get: get("The site, SEO, e-mail and security settings (never the SMTP password)", settingsViewSchema),
    put: write("Save one type of settings", json("Saved", successSchema), { requestBody: body(settingsSaveInputSchema) }),
  },
  "/api/admin/test-email": {
    post: write("Send a test e-mail with the saved SMTP settings", json("Sent", testEmailResultSchema), { responses: errors(429, 502) }),
  },
  "/api/admin/2fa/setup": {
    post: write("Start turning two-factor on: a new secret and its QR code", json("The new secret", twoFactorSetupSchema)),
  },
  "/api/admin/2fa/enable": {
    post: write("Turn two-factor on (or move it to another authenticator)", json("Enabled", successSchema), {
      requestBody: body(twoFactorEnableInputSchema),
      responses: errors(401, 409, 429),
    }),
  },
  "/api/admin/2fa/disable": {
    post: write("Turn two-factor off", json("Disabled", successSchema), {
      requestBody: body(twoFactorCodeInputSchema),
      responses: errors(401, 409, 429),
    }),
  },
  "/api/admin/ai-settings": {
    get: get("The assistant's settings and its last connection test", aiSettingsViewSchema),
    put: write("Save the assistant's settings", json("Saved", successSchema), { requestBody: body(aiSettingsInputSchema) }),
  },
  "/api/admin/test-ai": {
    post: write("Query the active AI provider", json("The test's outcome", aiTestResultSchema), { responses: errors(502) }),
  },
};
