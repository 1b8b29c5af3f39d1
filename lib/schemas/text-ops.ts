import { z } from "zod";
import { defineOperation } from "./operation";
import { bool, guid, text } from "./fields";

/** Endpoints 5–8 of the contract: the supporting text operations. */

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
};

export const productDescriptionQuery = z.object({
  applicationId: guid(),
  userId: guid(),
  url: text(2083)
    .refine(isHttpUrl, { message: "must be an absolute http:// or https:// URL" })
    .meta({ description: "The page to read. Private, loopback and link-local addresses are refused unless the operator allowlists them.", example: "https://shop.example.com/products/trail-runner" }),
  preferredLanguage: text(10).default("en").meta({ description: "The language a configured text model summarizes in; a code such as en, de, fr." }),
  advanceMode: bool().default(false).meta({ description: "Render the page with JavaScript (headless Chromium) before reading it." }),
});

export const productInformationSchema = z
  .object({
    productName: z.string().nullable(),
    productDescription: z.string().nullable(),
    targetAudience: z.string().nullable(),
    adGoal: z.string().nullable().meta({ description: "purchase, sign-up, download, booking or lead; null when the page shows no goal." }),
    language: z.string().nullable().meta({ description: "The content's language as a code (en, de, …), from <html lang> or the text." }),
    cta: z.string().nullable().meta({ description: "The page's most prominent call to action, as written." }),
  })
  .meta({ id: "ProductInformation", description: "Fields the page does not hold are null." });

export const extractProductDescription = defineOperation({
  method: "GET",
  path: "/api/v1/Text/Generation/ProductDescription",
  summary: "Extract product name, description, audience, ad goal, language and call to action from a web page.",
  tag: "Text operations",
  auth: "token",
  credits: 1,
  query: productDescriptionQuery,
  response: productInformationSchema,
});

export const textOpsOperations = [extractProductDescription];
