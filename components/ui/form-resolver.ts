import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import { checkForm } from "@/lib/forms/check-form";
import type { FormName } from "@/lib/forms/form-schemas";

/**
 * A react-hook-form resolver that checks the form on the server with its shared zod schema
 * (lib/forms/form-schemas.ts), so the browser never downloads zod. A form's values are what its
 * inputs hold and its output what the schema makes of them (trimmed, defaulted, coerced).
 * When the check cannot run (offline, a newer build on the server), the values go through as
 * they are: the BFF parses every request with the same schema and reports the fields it refuses.
 */
export function formResolver<Values extends FieldValues, Output = Values>(form: FormName): Resolver<Values, unknown, Output> {
  return async (values, _context, options) => {
    const check = await checkForm(form, values).catch(() => null);
    if (!check) return { values: values as unknown as Output, errors: {} };
    if (check.ok) return { values: check.values as Output, errors: {} };
    return { values: {}, errors: toNestErrors<Values>(check.errors as Record<string, FieldError>, options) };
  };
}
