import { type MessageValues, type ServerMessage, serverMessages, serverText } from "@lumiere/validation";

/**
 * The one way the domain says "no" (besides returning `null` for "there is none"): a Refusal with
 * a kind. The tRPC layer maps kinds to codes once (trpc/init.ts); /api derives its statuses from
 * those codes (rest/errors.ts). The domain never names a transport's codes.
 */
export type RefusalKind =
  /** Input the rules refuse (with `field`, that form field's error). */
  | "invalid"
  /** The current state forbids it. */
  | "conflict"
  | "not_found"
  | "too_large"
  /** Not a type we accept. */
  | "unsupported"
  /** The right type, but its content cannot be read. */
  | "unreadable"
  /** Wrong credentials. */
  | "unauthorized"
  /** Signed in, but this person's role (or missing two-factor) does not allow it. */
  | "forbidden"
  /** Too many attempts: a `Throttled`, with the wait. */
  | "throttled"
  /** A service it depends on (the SMTP server) is missing or refused. */
  | "upstream";

/**
 * What a refusal says. With an `id` (packages/validation), the admin shows it in its language;
 * without, it is API text for clients.
 */
export interface RefusalText {
  readonly id?: string;
  readonly message: string;
}

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly descriptor: RefusalText,
    readonly field?: string,
    readonly values?: MessageValues,
  ) {
    // serverText reads only `message`: it fills the placeholders of any text.
    super(values ? serverText(descriptor as ServerMessage, values) : descriptor.message);
  }
}

/** Too many attempts: try again after `retryAfterSeconds`. */
export class Throttled extends Refusal {
  constructor(
    descriptor: RefusalText,
    readonly retryAfterSeconds: number,
    values?: MessageValues,
  ) {
    super("throttled", descriptor, undefined, values);
  }
}

/** Things a client can ask for by id or address that may not exist. */
export type Findable =
  | "Article"
  | "Page"
  | "Landing page"
  | "Content"
  | "Version"
  | "Redirect"
  | "Media file"
  | "Knowledge entry"
  | "Case study"
  | "Testimonial"
  | "Client logo"
  | "Profile";

/** "You do not have permission to do this.": the same words and status wherever a role falls short. */
export const forbidden = () => new Refusal("forbidden", serverMessages.forbidden);

/** "Article not found" and the like: the same words and status wherever something is missing. */
export const notFound = (what: Findable) => new Refusal("not_found", { message: `${what} not found` });

/** The value, or the not-found refusal when the domain answered `null`. */
export function found<T>(value: T | null | undefined, what: Findable): T {
  if (value === null || value === undefined) throw notFound(what);
  return value;
}
