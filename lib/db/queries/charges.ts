import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { queryRows } from "../raw";
import { apiKeys, apiUsage } from "../schema";

/**
 * The credits of a paid call, from the charge to its end. A charge is a reservation held by the
 * process serving the call (its worker id in `reserved_by`), taken before the work starts so that
 * concurrent calls can never overdraw. It ends one of two ways, each a conditional statement, so
 * whichever comes second changes nothing:
 * - kept: `reserved_by` cleared, by the transaction that writes the call's work (or, for a call
 *   whose work is its answer, just before the answer is sent), so "kept" and "the work exists"
 *   commit together;
 * - refunded: the ledger row deleted and its credits given back, by the call when it fails, or by a
 *   sweep when the reserving process died (kill -9) before either.
 * A kept charge is never refunded, and a refunded one can never be kept: the work of a call whose
 * charge a sweep refunded is rolled back with the failed keep.
 */
export interface Charge {
  apiKeyId: string;
  usageId: string;
  cost: number;
}

/**
 * A paid call charged by the very statement that stores its work, with no reservation before
 * (POST Ads: one statement per call instead of charge, write and keep; docs/benchmarks.md). The
 * statement takes the credits with the same conditional UPDATE as chargeCredits and writes the
 * ledger row kept, so the work exists if and only if its credits are taken, and a call that dies
 * before has taken nothing. `creditsLeft` is the balance the statement left, set when it ran.
 */
export interface ChargeOnWrite {
  apiKeyId: string;
  cost: number;
  /** the ledger's operation, `METHOD /path` */
  operation: string;
  creditsLeft?: number;
}

/**
 * The CTEs `charged` (the key's balance left and its application, no row when short) and `kept`
 * (the ledger row's id) that take a ChargeOnWrite inside a statement of the caller's: the statement
 * writes its work `from kept`, so it writes nothing when the balance is short.
 */
export function chargeOnWriteCtes(charge: ChargeOnWrite) {
  return sql`charged as (
      update ${apiKeys} set credits = credits - ${charge.cost} where id = ${charge.apiKeyId} and credits >= ${charge.cost} returning credits, application_id
    ), kept as (
      insert into ${apiUsage} (application_id, api_key_id, operation, credits, reserved_by)
      select application_id, ${charge.apiKeyId}::uuid, ${charge.operation}::text, ${charge.cost}::integer, null from charged returning id
    )`;
}

/**
 * Takes `cost` credits in one conditional UPDATE, so concurrent calls can never overdraw, and
 * records the charge in the usage ledger in the same statement (a data-modifying CTE), reserved by
 * `reservedBy` (a worker id), or kept at once when null. Returns the balance left and the ledger
 * row, or undefined when the balance is short. Runs on every paid call.
 */
export async function chargeCredits(db: Database, apiKeyId: string, cost: number, operation: string, reservedBy: string | null = null) {
  const [row] = await queryRows<{ credits: number; usageId: string }>(
    db,
    sql`with charged as (
          update ${apiKeys} set credits = credits - ${cost} where id = ${apiKeyId} and credits >= ${cost} returning credits, application_id
        ), recorded as (
          insert into ${apiUsage} (application_id, api_key_id, operation, credits, reserved_by)
          select application_id, ${apiKeyId}::uuid, ${operation}::text, ${cost}::integer, ${reservedBy}::text from charged returning id
        )
        select charged.credits, recorded.id as "usageId" from charged, recorded`,
  );
  return row;
}

/**
 * Keeps a reserved charge for good, on a database or inside the transaction that writes the work;
 * true when it is kept (now or before), false when it was refunded meanwhile (its row is gone):
 * then the caller's work must not commit.
 */
export async function keepCharge(db: Database, charge: Pick<Charge, "usageId">): Promise<boolean> {
  // Through the ORM, not queryRows: it runs inside the caller's transaction.
  const result = await db.execute(sql`update ${apiUsage} set reserved_by = null where id = ${charge.usageId} returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Gives a failed call's credits back and drops its ledger row, in one statement, unless the charge
 * was kept (the call's work exists) or refunded already: a failed call costs nothing and is no usage.
 */
export async function refundCredits(db: Database, charge: Pick<Charge, "usageId">) {
  await queryRows(
    db,
    sql`with dropped as (
          delete from ${apiUsage} where id = ${charge.usageId} and reserved_by is not null returning api_key_id, credits
        )
        update ${apiKeys} set credits = ${apiKeys.credits} + dropped.credits from dropped where ${apiKeys.id} = dropped.api_key_id`,
  );
}

/**
 * Refunds, in one statement, every reservation left by a process that is gone — reserved by none
 * of `liveWorkers` — or held longer than any call may take (`maxAgeSeconds`: a live process that
 * failed to end its own). Such a call has no work: its work would have kept the charge in the same
 * transaction. Returns the charges refunded and their credits.
 */
export async function refundAbandonedCharges(db: Database, liveWorkers: string[], maxAgeSeconds: number) {
  const [row] = await queryRows<{ charges: number; credits: number }>(
    db,
    sql`with dropped as (
          delete from ${apiUsage}
          where reserved_by is not null
            and (reserved_by not in (select jsonb_array_elements_text(${JSON.stringify(liveWorkers)}::jsonb)) or created_at < now() - make_interval(secs => ${maxAgeSeconds}))
          returning api_key_id, credits
        ), per_key as (
          select api_key_id, sum(credits)::integer as credits, count(*)::integer as charges from dropped group by api_key_id
        ), refunded as (
          update ${apiKeys} set credits = ${apiKeys.credits} + per_key.credits from per_key where ${apiKeys.id} = per_key.api_key_id returning per_key.charges, per_key.credits
        )
        select coalesce(sum(charges), 0)::integer as charges, coalesce(sum(credits), 0)::integer as credits from refunded`,
  );
  return { charges: Number(row?.charges ?? 0), credits: Number(row?.credits ?? 0) };
}
