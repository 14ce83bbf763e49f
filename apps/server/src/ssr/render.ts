import { createTRPCClient, unstable_localLink } from "@trpc/client";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { PreviewGrant } from "../domain/editorial/preview";
import type { Config } from "../env";
import { contentSecurityPolicy, siteOrigin } from "../plugins/security";
import { type AppServices, createRequestContext } from "../trpc/context";
import { type AppRouter, appRouter } from "../trpc/router";
import { ownInlineScripts, renderNonce } from "./csp";
import type { WebApp } from "./web-app";

/** A page rendered by the web app: its status, HTML and headers. */
export interface Rendered {
  status: number;
  html: string;
  headers: Record<string, string>;
}

export type RenderHtml = (req: FastifyRequest, reply: FastifyReply, preview?: PreviewGrant) => Promise<Rendered>;

/**
 * Renders a page with the web app, its data through the procedures in-process (the request's own
 * context, with a preview grant if any), and a CSP allowing exactly the scripts the app emitted.
 */
export function createRenderer(web: WebApp, config: Config, services: AppServices): RenderHtml {
  return async (req, reply, preview) => {
    const createContext = async () => ({ ...createRequestContext(services, req, reply), preview });
    const trpcClient = createTRPCClient<AppRouter>({ links: [unstable_localLink({ router: appRouter, createContext })] });
    const request = new Request(new URL(req.url, await siteOrigin(services)), {
      method: "GET",
      headers: req.headers as Record<string, string>,
    });
    const nonce = renderNonce();
    const response = await (await web.loadEntry()).render(request, { trpcClient, ...web.assets, scriptNonce: nonce });
    const { html, hashes } = ownInlineScripts(await response.text(), nonce);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      if (key !== "content-length") headers[key] = value;
    });
    if (!config.viteDev) headers["content-security-policy"] = contentSecurityPolicy(config, hashes);
    return { status: response.status, html, headers };
  };
}
