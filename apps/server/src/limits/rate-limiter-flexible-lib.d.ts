// The package ships types for its index only; each of its per-class files exports that class.
declare module "rate-limiter-flexible/lib/RateLimiterMemory.js" {
  import { RateLimiterMemory } from "rate-limiter-flexible";
  export default RateLimiterMemory;
}
declare module "rate-limiter-flexible/lib/RateLimiterRedis.js" {
  import { RateLimiterRedis } from "rate-limiter-flexible";
  export default RateLimiterRedis;
}
declare module "rate-limiter-flexible/lib/RateLimiterRes.js" {
  import { RateLimiterRes } from "rate-limiter-flexible";
  export default RateLimiterRes;
}
