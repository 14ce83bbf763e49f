import type { I18n } from "@lingui/core";
import { type FormErrors, schemaResolver } from "@mantine/form";
import type { ZodType } from "zod";
import { translateValidationMessage } from "../../lib/zod-form";

/**
 * A `validate` for @mantine/form from a shared zod schema (its built-in Standard Schema resolver),
 * messages in the visitor's language. The getter returns null while the schema's chunk is loading
 * or before the first submit: nothing is reported then.
 */
export function schemaValidate<Values>(getSchema: () => ZodType | null, i18n: I18n): (values: Values) => FormErrors {
  let resolver: { schema: ZodType; resolve: (values: Values) => FormErrors } | undefined;
  return (values) => {
    const schema = getSchema();
    if (!schema) return {};
    if (resolver?.schema !== schema) resolver = { schema, resolve: schemaResolver(schema, { sync: true }) };
    const errors = resolver.resolve(values);
    return Object.fromEntries(
      Object.entries(errors).map(([field, text]) => [field, typeof text === "string" ? translateValidationMessage(i18n, text) : text]),
    );
  };
}
