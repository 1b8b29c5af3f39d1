/**
 * Signing in and out through next-auth's own endpoints, with two fetches each. next-auth/react
 * does the same but brings its session provider, event bus and Babel runtime to every page
 * (~8 KB compressed) for a studio that uses none of them: pages read the session on the server.
 */
const AUTH_API = "/api/auth";

/** The code signInWithPassword answers when next-auth could not be asked (offline, an answer that is not JSON). */
export const UNREACHABLE = "Unreachable";

async function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  const csrf = (await (await fetch(`${AUTH_API}/csrf`, { cache: "no-store" })).json()) as { csrfToken?: string };
  return fetch(`${AUTH_API}/${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    // json: next-auth answers { url } instead of redirecting; the url carries ?error= on a refusal.
    body: new URLSearchParams({ ...fields, csrfToken: csrf.csrfToken ?? "", callbackUrl: window.location.href, json: "true" }),
    cache: "no-store",
  });
}

/**
 * Signs in with the credentials provider: null when the session cookie is set, else the error
 * code next-auth put in its answer ("CredentialsSignin", "TooManySignIns:12") or UNREACHABLE.
 */
export async function signInWithPassword(email: string, password: string): Promise<string | null> {
  try {
    const response = await postForm("callback/credentials", { email, password });
    const { url } = (await response.json()) as { url?: string };
    const error = url ? new URL(url, window.location.origin).searchParams.get("error") : null;
    return error ?? (response.ok ? null : "CredentialsSignin");
  } catch {
    return UNREACHABLE;
  }
}

/** Ends the session (next-auth clears its cookies). */
export async function signOutOfSession(): Promise<void> {
  await postForm("signout", {});
}
