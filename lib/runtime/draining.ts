import "server-only";

/**
 * Whether this process is stopping (lib/runtime/graceful-shutdown.ts): /api/ready then answers 503
 * so load balancers send no new requests, while those in flight finish.
 */
const holder = globalThis as typeof globalThis & { __adcraftDraining?: boolean };

export const isDraining = () => holder.__adcraftDraining === true;

export function startDraining() {
  holder.__adcraftDraining = true;
}
