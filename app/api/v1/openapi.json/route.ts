import { buildOpenApiDocument } from "@/lib/openapi/document";

// Built once per process: the document only changes with the code.
let cached: ReturnType<typeof buildOpenApiDocument> | undefined;

export function GET() {
  cached ??= buildOpenApiDocument();
  return Response.json(cached);
}
