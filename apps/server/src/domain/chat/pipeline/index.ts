// Aya's pipeline, one stage per module, in the order a message goes through them: read, understand,
// reply without content (tone, scope, declines) or ground and answer, then hand over.
export { answer, groundedReply } from "./answer";
export { replyWithoutContent } from "./decline";
export type { PipelineDeps } from "./deps";
export { type Ground, groundFor } from "./ground";
export { handOver } from "./hand-over";
export { type Asked, read } from "./read";
export { type Understood, understandMessage } from "./understand";
