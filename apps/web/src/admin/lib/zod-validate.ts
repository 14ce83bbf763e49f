import type { I18n } from "@lingui/core";
import type { z } from "zod";
import { translateServerText } from "./errors";

/** A @mantine/form validate function from a shared zod schema, with messages in the admin's language. */
export function zodValidate<T>(schema: z.ZodType, i18n: I18n): (values: T) => Record<string, string> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join(".");
      errors[key] ??= translateServerText(issue.message, i18n);
    }
    return errors;
  };
}
