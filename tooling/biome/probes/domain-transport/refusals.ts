import { Refusal } from "../refusal";

export function refuse(reply: { code(status: number): void }) {
  throw new TRPCError({ code: "FORBIDDEN" }); // caught
}

export function status(reply: { code(status: number): void }) {
  reply.code(403); // caught
}

export const failure = { statusCode: 500 }; // caught

export function allowed() {
  throw new Refusal("forbidden", "no");
}
