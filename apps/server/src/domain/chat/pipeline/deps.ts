import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../../env";
import type { ContentDeps } from "../../deps";

/** What every stage of Aya's pipeline may use. */
export interface PipelineDeps extends ContentDeps {
  config: Config;
  log: FastifyBaseLogger;
}
