/** A failed BFF call: the status and the message the BFF wrote for people, with field messages. */
export class StudioRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** A page that resolves it, e.g. Settings → Credits for an admin whose workspace ran out. */
    readonly link?: { href: string; label: string },
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined>;

/** Calls /api/studio/*; a 401 (the session ended) sends the browser to sign-in and back. */
export async function studioFetch<T>(path: string, init: { method?: string; body?: unknown; query?: Query; signal?: AbortSignal } = {}): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init.query ?? {})) if (value !== undefined && value !== "") params.set(key, String(value));
  const url = `/api/studio/${path}${params.size ? `?${params}` : ""}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? "GET",
      headers: init.body === undefined ? undefined : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: "no-store",
      signal: init.signal,
    });
  } catch {
    throw new StudioRequestError(0, "The studio could not be reached. Check your connection and try again.");
  }
  const data = (await response.json().catch(() => undefined)) as { error?: { message?: string; fields?: Record<string, string>; link?: { href: string; label: string } } } | undefined;
  if (!response.ok) {
    if (response.status === 401 && typeof window !== "undefined") {
      const back = encodeURIComponent(window.location.pathname + window.location.search);
      window.location.assign(new URL(`/sign-in?expired=1&callbackUrl=${back}`, window.location.origin));
    }
    throw new StudioRequestError(response.status, data?.error?.message ?? `The request failed (${response.status}).`, data?.error?.fields ?? {}, data?.error?.link);
  }
  return data as T;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : "Something went wrong.";
}
