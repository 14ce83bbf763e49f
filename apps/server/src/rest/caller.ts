import type { FastifyReply, FastifyRequest } from "fastify";
import { sendJson } from "../http/cache";
import { createRequestContext } from "../trpc/context";
import { createCaller } from "../trpc/router";
import { sendError } from "./errors";

type Caller = ReturnType<typeof createCaller>;

/**
 * A REST handler: runs `call` against the same procedures the web app uses and sends its result
 * as JSON, or the mapped error. The adapter adds no rule of its own. A route whose answer does not
 * depend on who asks says so in its options (`{ config: { public: true } }`, rest/public.ts), so it
 * may be replayed from the response cache. `send`: sends a result that is not JSON (a file).
 */
export function handle<T>(
  call: (caller: Caller, req: FastifyRequest) => Promise<T>,
  status = 200,
  options: { send?: (reply: FastifyReply, result: T) => FastifyReply } = {},
) {
  return async function (this: import("fastify").FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
    try {
      const caller = createCaller(createRequestContext(req.server.services, req, reply));
      const result = await call(caller, req);
      if (options.send) return options.send(reply.code(status), result);
      return await sendJson(req, reply.code(status), result);
    } catch (error) {
      return sendError(reply, error);
    }
  };
}
