/** Whether a parsed JSON body is the contract's error body for this status (decisions.md, Errors). */
export function isContractErrorBody(body: unknown, status: number): boolean {
  if (!body || typeof body !== "object") return false;
  const b = body as Record<string, unknown>;
  const errors = b.errors as Record<string, unknown> | undefined;
  if (!errors || typeof errors !== "object" || Array.isArray(errors) || !Object.keys(errors).length) return false;
  if (!Object.values(errors).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === "string"))) return false;
  const extensions = b.extensions as Record<string, unknown> | undefined;
  return (
    b.type === "https://tools.ietf.org/html/rfc7231#section-6.5.1" &&
    b.title === "One or more errors occurred." &&
    b.status === status &&
    b.detail === null &&
    b.instance === null &&
    typeof extensions?.traceId === "string"
  );
}

/** Reads a response: its status, whether it is a contract error body (for 4xx/5xx), and drops the rest. */
export async function judgeResponse(response: Response): Promise<{ status: number; contract: boolean }> {
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("text/event-stream")) {
    await response.body?.cancel();
    return { status: response.status, contract: true };
  }
  if (response.status < 400) {
    await response.arrayBuffer();
    return { status: response.status, contract: true };
  }
  const text = await response.text();
  try {
    return { status: response.status, contract: isContractErrorBody(JSON.parse(text), response.status) };
  } catch {
    return { status: response.status, contract: false };
  }
}
