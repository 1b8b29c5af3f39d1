import { errorResponse } from "@/lib/http/errors";
import { newTraceId } from "@/lib/http/trace";

/** Any /api path without a route of its own: 404 in the contract's error body. */
function notFound(request: Request) {
  const { pathname } = new URL(request.url);
  return errorResponse(404, { "business: NotFound": [`No endpoint ${request.method} ${pathname}.`] }, newTraceId());
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as HEAD, notFound as OPTIONS };
