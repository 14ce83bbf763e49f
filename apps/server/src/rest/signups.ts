// The links in signup e-mails: small HTML pages in the visitor's language (they open from a mail
// client, not from the web app), and RFC 8058 one-click unsubscribe by POST.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Lang } from "@lumiere/i18n";
import { createRequestContext } from "../trpc/context";
import { createCaller } from "../trpc/router";
import { sendError, toHttpError } from "./errors";

type LinkRequest = FastifyRequest<{ Querystring: { token?: string; lang?: string } }>;

const COPY = {
  en: {
    confirmed: ["Signup confirmed", "Thank you! You will be among the first to hear when our product launches."],
    unsubscribed: ["You are unsubscribed", "You will not receive any more e-mails about the product launch."],
    ask: ["Unsubscribe", "Do you want to stop receiving e-mails about the product launch?"],
    button: "Unsubscribe",
    invalid: ["Link not valid", "This link is not valid or has expired."],
    busy: ["Too many attempts", "Too many links were opened from your connection. Please open this link again in a minute."],
    back: "Back to the website",
  },
  fr: {
    confirmed: ["Inscription confirmée", "Merci ! Vous serez parmi les premiers informés du lancement de notre produit."],
    unsubscribed: ["Vous êtes désinscrit(e)", "Vous ne recevrez plus d'e-mails au sujet du lancement du produit."],
    ask: ["Se désinscrire", "Voulez-vous ne plus recevoir d'e-mails au sujet du lancement du produit ?"],
    button: "Me désinscrire",
    invalid: ["Lien non valide", "Ce lien n'est pas valide ou a expiré."],
    busy: ["Trop de tentatives", "Trop de liens ont été ouverts depuis votre connexion. Veuillez rouvrir ce lien dans une minute."],
    back: "Retour au site",
  },
} as const;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, status: number, lang: Lang, [title, text]: readonly [string, string], form?: string) {
  const t = COPY[lang];
  const body = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${esc(title)} | Lumière AI</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;display:grid;place-items:center;min-height:100vh}main{background:#fff;border-radius:12px;padding:32px;max-width:480px;margin:16px;box-shadow:0 1px 3px #0002}h1{margin-top:0;font-size:1.5rem}a{color:#4338ca}button{background:#4f46e5;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:1rem;cursor:pointer}</style></head>
<body><main><h1>${esc(title)}</h1><p>${esc(text)}</p>${form ?? ""}<p><a href="/${lang}">${esc(t.back)}</a></p></main></body></html>`;
  return reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);
}

const langOf = (req: LinkRequest) => (req.query.lang === "fr" ? "fr" : "en");
const callerFor = (req: FastifyRequest, reply: FastifyReply) => createCaller(createRequestContext(req.server.services, req, reply));

async function run(req: LinkRequest, reply: FastifyReply, action: "confirmSignup" | "unsubscribe") {
  const lang = langOf(req);
  try {
    const result = await callerFor(req, reply).leads[action]({ token: String(req.query.token ?? "") });
    if (!result.ok) return page(reply, 404, lang, COPY[lang].invalid);
    return page(reply, 200, lang, action === "confirmSignup" ? COPY[lang].confirmed : COPY[lang].unsubscribed);
  } catch (error) {
    // A valid link met with a limit or an outage must not be told it is not valid.
    const { status, retryAfter } = toHttpError(error, req.log);
    if (status === 429) return page(reply.header("Retry-After", String(retryAfter ?? 60)), 429, lang, COPY[lang].busy);
    if (status >= 500) return sendError(reply, error);
    return page(reply, 400, lang, COPY[lang].invalid);
  }
}

export async function signupRoutes(app: FastifyInstance) {
  // Mail clients POST "List-Unsubscribe=One-Click" as a form; the body carries nothing else we need.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => done(null, body));
  app.get("/signups/confirm", (req, reply) => run(req as LinkRequest, reply, "confirmSignup"));
  // A GET never unsubscribes (link scanners follow links): it shows a button that POSTs.
  app.get("/signups/unsubscribe", (req, reply) => {
    const r = req as LinkRequest;
    const lang = langOf(r);
    const action = `/api/signups/unsubscribe?token=${encodeURIComponent(String(r.query.token ?? ""))}&amp;lang=${lang}`;
    return page(
      reply,
      200,
      lang,
      COPY[lang].ask,
      `<form method="post" action="${action}"><button type="submit">${esc(COPY[lang].button)}</button></form>`,
    );
  });
  app.post("/signups/unsubscribe", (req, reply) => run(req as LinkRequest, reply, "unsubscribe"));
}
