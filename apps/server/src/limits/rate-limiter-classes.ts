/// <reference path="./rate-limiter-flexible-lib.d.ts" />
// The three rate-limiter-flexible classes the limits use, each from its own file: the package's
// index requires every store it supports (MongoDB, MySQL, etcd, DynamoDB...) and node:cluster with
// them, all compiled at every start for nothing. Same classes, same types.
export type { RateLimiterAbstract } from "rate-limiter-flexible";
export { default as RateLimiterMemory } from "rate-limiter-flexible/lib/RateLimiterMemory.js";
export { default as RateLimiterRedis } from "rate-limiter-flexible/lib/RateLimiterRedis.js";
export { default as RateLimiterRes } from "rate-limiter-flexible/lib/RateLimiterRes.js";
