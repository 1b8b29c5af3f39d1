import "server-only";
import { openFailureGuard, type FailureGuard } from "@/lib/limits/failure-guard";
import { processOnce } from "@/lib/runtime/process-once";

/**
 * The studio's sign-in throttle: five failed sign-ins of one email within 15 minutes refuse the
 * next attempts, on every server where the servers share a limit store (lib/limits), until the
 * window ends. A success forgets the email's failures.
 */
export const SIGN_IN_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

const guard = processOnce("__adcraftSignInGuard", () => openFailureGuard({ name: "sign-in", maxFailures: SIGN_IN_FAILURES, windowMs: SIGN_IN_WINDOW_MS }));

export const signInGuard = (): Promise<FailureGuard> => guard.get();
