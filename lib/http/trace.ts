import { randomBytes } from "node:crypto";

/** A W3C trace-context style id, as ASP.NET services put in `extensions.traceId`. */
export function newTraceId(): string {
  return `00-${randomBytes(16).toString("hex")}-${randomBytes(8).toString("hex")}-00`;
}
