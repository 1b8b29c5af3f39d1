import path from "node:path";
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { AdcraftClient } from "@/lib/client";
import { createAdTexts } from "@/lib/schemas/ad-texts";
import { getCredits } from "@/lib/schemas/account";
import { adCreative, TASKS_PER_PROCESS } from "@/lib/schemas/image-generation";
import { createWebHookConfiguration } from "@/lib/schemas/notifications";
import { uploadProductPhoto } from "./photoshoot";

/**
 * A burst of paid calls cut by kill -9, and the books read afterwards: the credits a crash must
 * neither keep nor give away. Shared by the integration test (e2e/api/credits-crash.test.ts) and
 * `npm run reliability` (bench/reliability/crash-credits.ts).
 */

const PRESETS = JSON.stringify(["white_background", "concrete_studio_spotlight"].map((preset) => ({ tag: "preset", preset })));
export const AD_CREATIVE_COST = TASKS_PER_PROCESS;
export const ADS_COST = 1;

export interface BurstTarget {
  client: AdcraftClient;
  applicationId: string;
  userId: string;
  assetId: string;
}

/**
 * What a burst needs before it starts: an active channel (AdCreative refuses without one), an
 * uploaded product photo, and one call of each kind so the burst meets warm routes; then the
 * balance, and the moment from which the burst's processes and ledger rows count.
 */
export async function prepareBurst(client: AdcraftClient, applicationId: string, webhookUrl: string): Promise<BurstTarget & { creditsBefore: number; since: Date }> {
  await client.call(createWebHookConfiguration, { query: { applicationId }, body: { webHookUrl: webhookUrl, isActive: true } });
  const userId = randomUUID();
  const { backgroundRemovedImageAssetId } = await uploadProductPhoto(client, applicationId, userId);
  const target = { client, applicationId, userId, assetId: backgroundRemovedImageAssetId };
  for (const send of Object.values(paidCalls(target))) {
    const response = await send();
    if (!response.ok) throw new Error(`warm-up call answered ${response.status}: ${await response.text()}`);
  }
  const { credits } = await client.call(getCredits, { query: { applicationId } });
  await new Promise((r) => setTimeout(r, 5)); // timestamps are in milliseconds: the warm-up's are earlier
  return { ...target, creditsBefore: credits, since: new Date() };
}

function paidCalls({ client, applicationId, userId, assetId }: BurstTarget) {
  return {
    adCreative: () => client.send(adCreative, { body: { applicationId, userId, productImageAssetId: assetId, PromptObjectsString: PRESETS } as never }),
    ads: () =>
      client.send(createAdTexts, {
        body: { applicationId, userId, productName: "Aurora Smart Mug", productDescription: "Keeps coffee at 58 °C for 80 minutes.", outputLanguage: "en", type: 1 } as never,
      }),
  };
}

export interface BurstOutcome {
  sent: number;
  /** answered 200 before the kill */
  succeeded: number;
  /** answered with another status */
  refused: number;
  /** no answer: the server died with the call in flight */
  cut: number;
}

/**
 * `concurrency` AdCreative callers and as many Ads callers, each sending its next call as soon as
 * the last one is answered, until `kill` (called `killAfterMs` after the first call) has killed
 * the server: calls are in flight at every moment, so the kill always cuts some.
 */
export async function burstUntilKilled(target: BurstTarget, options: { concurrency: number; killAfterMs: number; kill: () => Promise<void> }): Promise<BurstOutcome> {
  const outcome: BurstOutcome = { sent: 0, succeeded: 0, refused: 0, cut: 0 };
  let killing = false;
  const calls = paidCalls(target);
  const caller = async (send: () => Promise<Response>) => {
    // No new call once the kill begins: every call counted as cut was in flight when it came.
    while (!killing) {
      outcome.sent++;
      try {
        const response = await send();
        await response.arrayBuffer();
        if (response.ok) outcome.succeeded++;
        else outcome.refused++;
      } catch {
        outcome.cut++;
      }
    }
  };
  const callers = [...Array.from({ length: options.concurrency }, () => caller(calls.adCreative)), ...Array.from({ length: options.concurrency }, () => caller(calls.ads))];
  await new Promise((r) => setTimeout(r, options.killAfterMs));
  killing = true;
  await options.kill();
  await Promise.all(callers);
  return outcome;
}

/** A statement's rows: from PostgreSQL while servers run, from PGlite only with the server stopped (one process). */
export type QueryDatabase = <T>(statement: string) => Promise<T[]>;

export function databaseReader(dataDir: string, databaseUrl?: string): QueryDatabase {
  return async <T>(statement: string) => {
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(statement)).rows as T[];
      } finally {
        await client.end();
      }
    }
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(path.join(dataDir, "pglite"));
    try {
      return (await db.query<T>(statement)).rows;
    } finally {
      await db.close();
    }
  };
}

export interface Books {
  /** credits left on the application's keys */
  credits: number;
  photoshoots: number;
  adTextProcesses: number;
  /** what the usage ledger says was spent by the burst's calls */
  ledgerCredits: number;
  /** charges neither kept nor refunded */
  reservations: number;
}

/** The application's balance, the burst's work that exists and its ledger rows, read in one statement. */
export async function readBooks(query: QueryDatabase, applicationId: string, since: Date): Promise<Books> {
  const app = `'${applicationId.replace(/[^0-9a-f-]/gi, "")}'::uuid`;
  const from = since.toISOString();
  const [row] = await query<Record<keyof Books, string | number>>(
    `select
       (select coalesce(sum(credits), 0) from api_keys where application_id = ${app}) as credits,
       (select count(*) from image_processes where application_id = ${app} and created_at >= '${from}') as photoshoots,
       (select count(*) from ad_text_processes where application_id = ${app} and created_at >= '${from}') as "adTextProcesses",
       (select coalesce(sum(credits), 0) from api_usage where application_id = ${app} and created_at >= '${from}') as "ledgerCredits",
       (select count(*) from api_usage where application_id = ${app} and reserved_by is not null) as reservations`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as unknown as Books;
}

/** Credits taken that no existing work accounts for (positive: lost by the client; negative: given away). */
export function creditsUnaccounted(creditsBefore: number, books: Books) {
  return creditsBefore - books.credits - AD_CREATIVE_COST * books.photoshoots - ADS_COST * books.adTextProcesses;
}
