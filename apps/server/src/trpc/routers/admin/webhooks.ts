import {
  leadDeliveriesInputSchema,
  webhookEndpointFieldsSchema,
  webhookEndpointRefSchema,
  webhookEndpointUpdateSchema,
} from "@lumiere/validation";
import {
  createEndpoint,
  deliveriesOfLeads,
  listEndpoints,
  removeEndpoint,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from "../../../domain/webhooks/index";
import { router, staffProcedure } from "../../init";
import { depsOf } from "../../deps";

const settings = staffProcedure("settings");

/** Settings → Integrations (administrators), and a lead's deliveries (whoever works the inbox). */
export const adminWebhooksRouter = router({
  list: settings.query(({ ctx }) => listEndpoints(ctx.db)),
  create: settings
    .input(webhookEndpointFieldsSchema)
    .mutation(({ ctx, input }) => createEndpoint(depsOf(ctx), input, ctx.session.user.username)),
  update: settings
    .input(webhookEndpointUpdateSchema)
    .mutation(({ ctx, input }) => updateEndpoint(depsOf(ctx), input, ctx.session.user.username)),
  remove: settings
    .input(webhookEndpointRefSchema)
    .mutation(({ ctx, input }) => removeEndpoint(ctx.db, input.id, ctx.session.user.username)),
  rotateSecret: settings
    .input(webhookEndpointRefSchema)
    .mutation(({ ctx, input }) => rotateSecret(ctx.db, input.id, ctx.session.user.username)),
  /** Sends a signed test event now and answers with the receiver's status and the start of its answer. */
  test: settings.input(webhookEndpointRefSchema).mutation(({ ctx, input }) => sendTestEvent(depsOf(ctx), input.id)),
  deliveries: staffProcedure("leads")
    .input(leadDeliveriesInputSchema)
    .query(({ ctx, input }) => deliveriesOfLeads(ctx.db, input)),
});
