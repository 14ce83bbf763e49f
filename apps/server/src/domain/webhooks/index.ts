export { addressAllowed, resolveTarget, type WebhookAddressPolicy } from "./address";
export type { SendResult, SignedMessage, WebhookSend } from "./deps";
export {
  createWebhookWorker,
  ENDPOINT_BACKOFF_MS,
  RETRY_DELAYS_MS,
  type WebhookFailure,
  type WebhookWorker,
  type WebhookWorkerOptions,
} from "./deliver";
export { createEndpoint, listEndpoints, removeEndpoint, rotateSecret, sendTestEvent, updateEndpoint, type WebhookDeps } from "./endpoints";
export { deliveriesOfLeads, eraseLeadDeliveries, queueStatusChange } from "./queue";
