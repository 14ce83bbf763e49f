import fp from "fastify-plugin";
import type { Config } from "../env";
import { publishDue } from "../domain/editorial/scheduler";
import { startJob, type Worker } from "../jobs/worker";

declare module "fastify" {
  interface FastifyInstance {
    /** The scheduled-publication worker of this process: `runOnce()` waits for a pass (tests). */
    publisher: Worker;
  }
}

export interface PublisherOptions {
  /** How often due publications are looked for (default 5 s). */
  pollMs?: number;
  /** The site's origin comes from it (the links of an article's stored body). */
  config: Config;
}

/**
 * Publishes scheduled languages when they are due. Every process runs it; each due item is
 * claimed by one of them (domain/editorial/scheduler.ts), and one pass runs at start, so items
 * that fell due while no server was running go live at once.
 */
export const publisherPlugin = fp(
  async (app, opts: PublisherOptions) => {
    const worker = startJob(app, {
      name: "publisher",
      everyMs: opts.pollMs ?? 5_000,
      pass: async () => {
        const result = await publishDue({ db: app.db, cache: app.contentCache, config: opts.config });
        if (result.published > 0) app.log.info(result, "scheduled content published");
        if (result.failed > 0) app.log.warn(result, "some scheduled content could not be published; it is a draft again");
      },
      passAtStart: true,
    });
    app.decorate("publisher", worker);
  },
  { name: "publisher", dependencies: ["db", "metrics"] },
);
