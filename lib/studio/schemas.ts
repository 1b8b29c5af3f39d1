import { z } from "zod";
import { createAdTextsBody, updateAdTextsBody } from "@/lib/schemas/ad-texts";
import { adCopiesBody, adStrategiesBody, changeSentimentBody, productDescriptionQuery } from "@/lib/schemas/text-ops";
import { text } from "@/lib/schemas/fields";
import { STUDIO_ROLES } from "./roles";

/**
 * The studio's request bodies: the service's own schemas without the fields the BFF adds
 * (applicationId, userId come from the workspace and the session), plus the studio's own forms.
 * Shared by the BFF route handlers and the forms, which have them checked on the server (lib/forms).
 */
const serverFilled = { applicationId: true, userId: true } as const;

export const adTextsRequest = createAdTextsBody.omit(serverFilled);
export const regenerateAdTextsRequest = updateAdTextsBody.omit(serverFilled);
export const productImportQuery = productDescriptionQuery.omit(serverFilled);

/** The wizard's form: the request plus the ad goal, which steers the call to action. */
const required = (max: number) => text(max).refine((v) => v.trim().length > 0, { message: "is required" });
export const adTextWizardSchema = adTextsRequest.extend({
  productName: required(1000),
  productDescription: required(5000),
  adGoal: text(1000).optional(),
});

/** The text tools: the service's requests without applicationId and userId. */
export const adStrategiesRequest = adStrategiesBody.omit(serverFilled);
export const adCopiesRequest = adCopiesBody.omit(serverFilled);
export const rewriteRequest = changeSentimentBody.omit(serverFilled);

/** The tools' forms: the same requests, with the fields a person must fill marked required. */
export const adStrategiesForm = adStrategiesRequest.extend({
  productName: required(1000),
  productDescription: required(5000),
  targetAudience: required(1000),
  adGoal: required(1000),
});
export const adCopiesForm = adCopiesRequest.extend({
  productName: required(1000),
  productDescription: required(5000),
  targetAudience: required(1000),
  cta: required(1000),
  tone: required(1000),
});
export const rewriteForm = rewriteRequest.extend({
  headLine: required(500),
  productName: required(1000),
  productDescription: required(5000),
});

export const email = () => z.string().trim().toLowerCase().pipe(z.email({ message: "must be an email address" }));
export const password = () => z.string().min(10, { message: "must be at least 10 characters" }).max(200);
export const role = () => z.enum(STUDIO_ROLES, { message: "must be admin, marketer or reviewer" });

export const signInBody = z.object({ email: email(), password: z.string().min(1, { message: "is required" }) });
export { TOO_MANY_SIGN_INS } from "@/lib/studio/sign-in-refusal";

export const newUserBody = z.object({ email: email(), role: role(), password: password() });
export const userRoleBody = z.object({ role: role() });

const guidText = z.string().trim().regex(/^[0-9a-fA-F-]{36}$/, { message: "must be a GUID" });

/** First run: the admin, and either a new application on this server or an existing one. */
/** Needed only when the setup comes from another machine than the server's (lib/studio/setup-token.ts). */
const setupToken = z.string().trim().max(200).optional();

export const setupBody = z.discriminatedUnion("mode", [
  z.object({
    mode: z.literal("create"),
    workspaceName: z.string().trim().min(1, { message: "is required" }).max(200),
    email: email(),
    password: password(),
    setupToken,
  }),
  z.object({
    mode: z.literal("connect"),
    workspaceName: z.string().trim().min(1, { message: "is required" }).max(200),
    email: email(),
    password: password(),
    setupToken,
    applicationId: guidText,
    apiKey: z.string().trim().min(1, { message: "is required" }),
    apiSecret: z.string().trim().min(1, { message: "is required" }),
    jwtPrivateKey: z.string().trim().min(1, { message: "is required" }),
  }),
]);

export type SetupBody = z.infer<typeof setupBody>;
