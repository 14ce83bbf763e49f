import fp from "fastify-plugin";
import { publishDue } from "../domain/editorial/scheduler";
import { startWorker } from "../jobs/worker";

declare module "fastify" {
  interface FastifyInstance {
    /** The scheduled-publication worker of this process: `runOnce()` waits for a pass (tests). */
    publisher: { kick(): void; runOnce(): Promise<void> };
  }
}

export interface PublisherOptions {
  /** How often due publications are looked for (default 5 s). */
  pollMs?: number;
}

/**
 * Publishes scheduled languages when they are due. Every process runs it; each due item is
 * claimed by one of them (domain/editorial/scheduler.ts), and one pass runs at start, so items
 * that fell due while no server was running go live at once.
 */
export const publisherPlugin = fp(
  async (app, opts: PublisherOptions) => {
    const worker = startWorker(
      app.metrics.job("publisher", async () => {
        if (app.dbHealth.isDown()) return;
        await app.ensureDbReady();
        const result = await publishDue({ db: app.db, cache: app.contentCache });
        if (result.published > 0) app.log.info(result, "scheduled content published");
        if (result.failed > 0) app.log.warn(result, "some scheduled content could not be published; it is a draft again");
      }),
      opts.pollMs ?? 5_000,
      (error) => app.log.warn({ err: error }, "scheduled publication pass failed"),
    );
    app.decorate("publisher", { kick: worker.kick, runOnce: worker.runOnce });
    app.addHook("onReady", async () => {
      app.ensureDbReady().then(worker.kick, () => {});
    });
    app.addHook("onClose", async () => {
      await worker.stop();
    });
  },
  { name: "publisher", dependencies: ["db", "metrics"] },
);
