// The links in signup e-mails keep their /api addresses (e-mails already sent must keep working):
// they act, then send the visitor (303) to the site's page saying what happened. RFC 8058 one-click
// unsubscribe is a POST to the same address.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DEFAULT_LANG, isLang, type Lang, type SignupState, signupPagePath } from "@lumiere/i18n";
import { createRequestContext } from "../trpc/context";
import { createCaller } from "../trpc/router";
import { sendError, toHttpError } from "./errors";

type LinkRequest = FastifyRequest<{ Querystring: { token?: string; lang?: string } }>;

const langOf = (req: LinkRequest): Lang => (isLang(req.query.lang) ? req.query.lang : DEFAULT_LANG);
const tokenOf = (req: LinkRequest) => String(req.query.token ?? "");
const callerFor = (req: FastifyRequest, reply: FastifyReply) => createCaller(createRequestContext(req.server.services, req, reply));

const showPage = (reply: FastifyReply, lang: Lang, state: SignupState, query = "") =>
  reply.header("cache-control", "no-store").redirect(`${signupPagePath(lang, state)}${query}`, 303);

async function run(req: LinkRequest, reply: FastifyReply, action: "confirmSignup" | "unsubscribe") {
  const lang = langOf(req);
  try {
    const result = await callerFor(req, reply).leads[action]({ token: tokenOf(req) });
    if (!result.ok) return showPage(reply, lang, "invalid");
    if (action === "unsubscribe") return showPage(reply, lang, "unsubscribed");
    // An old confirmation link after unsubscribing: the page says the address is still unsubscribed.
    return showPage(reply, lang, result.unsubscribed ? "still-unsubscribed" : "confirmed");
  } catch (error) {
    // A valid link met with a limit or an outage must not be told it is not valid.
    const { status } = toHttpError(error, req.log);
    if (status === 429) return showPage(reply, lang, "busy");
    if (status >= 500) return sendError(reply, error);
    return showPage(reply, lang, "invalid");
  }
}

export async function signupRoutes(app: FastifyInstance) {
  // Mail clients POST "List-Unsubscribe=One-Click" as a form; the body carries nothing else we need.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => done(null, body));
  app.get("/signups/confirm", (req, reply) => run(req as LinkRequest, reply, "confirmSignup"));
  // A GET never unsubscribes (link scanners follow links): the page asks, with a button that POSTs here.
  app.get("/signups/unsubscribe", (req, reply) => {
    const r = req as LinkRequest;
    return showPage(reply, langOf(r), "unsubscribe", `?${new URLSearchParams({ token: tokenOf(r) })}`);
  });
  app.post("/signups/unsubscribe", (req, reply) => run(req as LinkRequest, reply, "unsubscribe"));
}
