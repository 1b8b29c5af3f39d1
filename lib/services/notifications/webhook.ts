import "server-only";
import { outboundRequest, OutboundRefusedError } from "@/lib/outbound";
import { webhookHeaders } from "./signature";
import { isRedirect, isSuccess } from "@/lib/outbound/status";

export interface AttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

const TIMEOUT_MS = 10_000;

/**
 * One webhook POST: success is any 2xx within 10 s. Redirects are not followed (a receiver that
 * moved must be reconfigured), so a signed body never lands somewhere the customer did not set.
 */
export async function deliverWebhook(url: string, signingSecret: string, deliveryId: string, body: string): Promise<AttemptOutcome> {
  try {
    const response = await outboundRequest(url, {
      method: "POST",
      headers: webhookHeaders(signingSecret, deliveryId, body),
      body,
      timeoutMs: TIMEOUT_MS,
      maxRedirects: 0,
    });
    const ok = isSuccess(response.status);
    const redirect = isRedirect(response.status) ? " (redirects are not followed)" : "";
    return { ok, statusCode: response.status, error: ok ? null : `The receiver answered HTTP ${response.status}${redirect}.` };
  } catch (error) {
    const reason = error instanceof OutboundRefusedError ? `The webhook URL ${error.message}` : `The request failed: ${(error as Error).message}`;
    return { ok: false, statusCode: null, error: reason };
  }
}
