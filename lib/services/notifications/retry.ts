/**
 * The decisions' retry schedule: the n-th retry (n ≥ 1) waits 1 s × factor^(n-1), capped at one
 * hour, then spread by ±10% jitter so that many failing deliveries do not retry in lockstep.
 */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

export function retryDelayMs(retry: number, factor: number, random: () => number = Math.random): number {
  const base = Math.min(1000 * factor ** (retry - 1), MAX_RETRY_DELAY_MS);
  return Math.round(base * (0.9 + 0.2 * random()));
}

/** A message-queue channel has no retry settings (ours): 15 retries ride out a broker outage of about 4 hours. */
export const MESSAGE_QUEUE_RETRY = { retryCount: 15, factor: 2 } as const;
