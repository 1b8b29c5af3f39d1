"use server";
import { fieldErrorsOf, type FormCheck } from "./field-errors";
import { FORM_SCHEMAS, type FormName } from "./form-schemas";

/**
 * Checks a studio form's values with its schema, on the server (a server function: the browser
 * holds only a reference to it). Pure: no session, no data, no side effect, so any page may call
 * it, signed in or not. The BFF parses every request again; this only tells people early.
 */
export async function checkForm(form: FormName, values: unknown): Promise<FormCheck> {
  // The name comes from the browser: only the registry's own keys, never an inherited property.
  if (!Object.hasOwn(FORM_SCHEMAS, form)) return { ok: false, errors: { root: { type: "unknown_form", message: "cannot be checked" } } };
  const parsed = FORM_SCHEMAS[form].safeParse(values);
  return parsed.success ? { ok: true, values: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
}
