export { addressAllowed, resolveTarget, type WebhookAddressPolicy } from "./address";
export type { SendResult, SignedMessage, WebhookSend } from "./deps";
export { processWebhooks, RETRY_DELAYS_MS, type WebhookPassOptions, type WebhookRunResult } from "./deliver";
export { createEndpoint, listEndpoints, removeEndpoint, rotateSecret, sendTestEvent, updateEndpoint, type WebhookDeps } from "./endpoints";
export { deliveriesOfLeads, eraseLeadDeliveries, queueStatusChange } from "./queue";
