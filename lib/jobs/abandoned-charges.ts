import "server-only";
import type { DatabaseHandle } from "@/lib/db";
import { refundAbandonedCharges } from "@/lib/db/queries/charges";
import { liveWorkerIds } from "./orphans";

/**
 * The credits of calls a dead process held. A paid call reserves its credits under this process's
 * worker id and keeps them in the transaction that writes its work (lib/db/queries/charges.ts);
 * a process killed between the two leaves a reservation with no work, refunded here: at start,
 * before this server answers a call, and every few seconds, so that on PostgreSQL any live server
 * refunds what another one left when it died. A reservation of a live process is left to it,
 * unless it is older than any call may take (its process failed to end it: a refund that failed).
 */
const SWEEP_INTERVAL_MS = 5000;
/** Longer than any call may take (the slowest, an upload waiting at the gate, takes seconds). */
export const MAX_CALL_SECONDS = 3600;

export async function refundChargesOfStoppedProcesses(handle: DatabaseHandle) {
  return refundAbandonedCharges(handle.db, await liveWorkerIds(handle), MAX_CALL_SECONDS);
}

const holder = globalThis as typeof globalThis & { __adcraftChargeSweep?: NodeJS.Timeout };

/** Refunds what stopped processes left, then keeps sweeping while this process runs. */
export async function startChargeSweep(handle: DatabaseHandle) {
  const sweep = async () => {
    const { charges, credits } = await refundChargesOfStoppedProcesses(handle);
    if (charges) console.log(`[credits] ${charges} charge(s) of a stopped process refunded (${credits} credits): their calls created nothing`);
  };
  await sweep();
  clearInterval(holder.__adcraftChargeSweep);
  holder.__adcraftChargeSweep = setInterval(() => sweep().catch((error) => console.error("[credits] refunding abandoned charges failed:", (error as Error).message)), SWEEP_INTERVAL_MS);
  holder.__adcraftChargeSweep.unref();
}
