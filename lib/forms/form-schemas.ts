import "server-only";
import { adCopiesForm, adStrategiesForm, adTextWizardSchema, newUserBody, productImportQuery, rewriteForm, setupBody, signInBody } from "@/lib/studio/schemas";

/**
 * The studio's forms, by name, with the schema that checks each: the same schemas the BFF and
 * next-auth parse with. They run on the server (lib/forms/check-form.ts), so zod never ships
 * to the browser; a form names its schema instead of importing it.
 */
export const FORM_SCHEMAS = {
  signIn: signInBody,
  setup: setupBody,
  newUser: newUserBody,
  adTextWizard: adTextWizardSchema,
  productImportUrl: productImportQuery.pick({ url: true }),
  adStrategies: adStrategiesForm,
  adCopies: adCopiesForm,
  rewrite: rewriteForm,
};

export type FormName = keyof typeof FORM_SCHEMAS;
