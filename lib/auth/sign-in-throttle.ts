/**
 * Failed studio sign-ins per email: after `maxFailures` within `windowMs`, further attempts are
 * refused, the right password included, until the oldest failure leaves the window. It slows
 * password guessing to a handful per quarter hour per account. Kept in memory: the embedded (PGlite)
 * deployment's one process; servers sharing PostgreSQL or Redis count together (./shared-sign-in-throttle.ts).
 */
export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = 5,
    private readonly windowMs = 15 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until this email may try again; 0 when it may now. */
  retryAfterMs(email: string): number {
    const recent = this.recent(email);
    return recent.length < this.maxFailures ? 0 : recent[0]! + this.windowMs - this.now();
  }

  recordFailure(email: string) {
    if (this.failures.size > 10_000) this.forgetStale();
    this.failures.set(key(email), [...this.recent(email), this.now()]);
  }

  recordSuccess(email: string) {
    this.failures.delete(key(email));
  }

  private recent(email: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.failures.get(key(email)) ?? []).filter((at) => at > since);
  }

  private forgetStale() {
    const since = this.now() - this.windowMs;
    for (const [email, times] of this.failures) if (!times.some((at) => at > since)) this.failures.delete(email);
  }
}

const key = (email: string) => email.trim().toLowerCase();
