import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Whether the database answered lately. While it does not, requests fail fast (503) instead of
 * queueing on a dead pool, but one request at a time still tries for real and ends the outage
 * when it gets through.
 */
export interface DbHealth {
  isDown(): boolean;
  /** A query failed because the database could not be reached. */
  markDown(): void;
}

/** The health state, and the one request at a time let through to try the database during an outage. */
export interface DbHealthGate extends DbHealth {
  /** Lets `req` try the database; false when down and another request is already trying. */
  admit(req: FastifyRequest): boolean;
  /** The trial request ended: a success ends the outage. */
  endTrial(req: FastifyRequest, ok: boolean): void;
}

export function createDbHealth(log: FastifyInstance["log"]): DbHealthGate {
  let down = false;
  let trial: FastifyRequest | null = null;
  return {
    isDown: () => down,
    markDown() {
      if (!down) log.error("database unreachable: answering 503 until it is back");
      down = true;
    },
    admit(req) {
      if (!down) return true;
      if (trial) return false;
      trial = req;
      return true;
    },
    endTrial(req, ok) {
      if (trial !== req) return;
      trial = null;
      if (ok && down) {
        down = false;
        log.info("database reachable again");
      }
    },
  };
}
