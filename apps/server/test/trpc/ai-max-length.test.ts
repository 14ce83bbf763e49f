// A negative max response length is refused with the field's error, through /api and batched /trpc
// alike, and the stored AI settings stay as they were.
import { describe, expect, it } from "vitest";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { adminOf, expectFieldError } from "../rest/support";
import { batchResults, trpcBatch } from "./support";

const t = useSignedInApp();
const admin = adminOf(t);
const RANGE = "Max response length must be a whole number of words between 10 and 2000";
const valid = { temperature: 0.4, maxLength: 300, systemPrompt: "You are Aya.", selectedModel: "gpt-4" };
const storedMaxLength = async () => (await admin({ method: "GET", url: "/api/admin/ai-settings" })).json<{ maxLength: number }>().maxLength;

describe(`a negative max response length (${dbLabel})`, () => {
  it("is refused by PUT /api/admin/ai-settings with the field's error, and nothing changes", async () => {
    expect((await admin({ method: "PUT", url: "/api/admin/ai-settings", payload: valid })).statusCode).toBe(200);
    for (const maxLength of [-5, -300, "-20"]) {
      expectFieldError(await admin({ method: "PUT", url: "/api/admin/ai-settings", payload: { ...valid, maxLength } }), "maxLength", RANGE);
    }
    expect(await storedMaxLength()).toBe(300);
  });

  it("is refused in a batched /trpc call, each call on its own, while a valid one in the batch saves", async () => {
    const res = await trpcBatch(
      t.app,
      "admin.ai.save",
      [
        { ...valid, maxLength: -10 },
        { ...valid, maxLength: 250 },
      ],
      { cookie: t.cookie },
    );
    const [bad, good] = batchResults(res) as Array<{
      error?: { data: { httpStatus: number; fieldErrors?: Record<string, string> } };
      result?: unknown;
    }>;
    expect(bad?.error?.data.httpStatus).toBe(400);
    expect(bad?.error?.data.fieldErrors?.maxLength).toBe(RANGE);
    expect(good?.error).toBeUndefined();
    expect(await storedMaxLength()).toBe(250);
  });
});
