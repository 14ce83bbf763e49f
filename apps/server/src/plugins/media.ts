import path from "node:path";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import { mimeForStoredName } from "../domain/media";

/**
 * Uploaded files, under their random names. Never interpreted by the browser as anything but
 * their checked type: nosniff, a sandboxing CSP, and documents as attachments.
 */
export const mediaPlugin = fp(
  async (app, opts: { mediaDir: string }) => {
    await app.register(fastifyStatic, {
      root: path.resolve(opts.mediaDir),
      prefix: "/media/",
      decorateReply: false,
      index: false,
      dotfiles: "deny",
      immutable: true,
      maxAge: "365d",
      setHeaders(res, filePath) {
        const mime = mimeForStoredName(filePath);
        res.header("X-Content-Type-Options", "nosniff");
        res.header("Content-Security-Policy", "default-src 'none'; sandbox");
        if (mime) res.header("Content-Type", mime);
        const inline = mime && /^(image|video|audio)\//.test(mime);
        res.header("Content-Disposition", inline ? "inline" : "attachment");
      },
    });
  },
  { name: "media" },
);
