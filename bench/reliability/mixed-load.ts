import { randomUUID } from "node:crypto";
import { getCredits } from "@/lib/schemas/account";
import { createAdTexts, listUserAdTexts } from "@/lib/schemas/ad-texts";
import { checkApplicationAllProgresses } from "@/lib/schemas/image-generation";
import { createWebHookConfiguration, getAllChannelConfigurations, listDeliveries, sendTestNotification } from "@/lib/schemas/notifications";
import { recommendations } from "@/lib/schemas/photoshoot";
import { changeSentiment, suggestAdStrategies, writeAdCopiesOperation } from "@/lib/schemas/text-ops";
import type { AdcraftClient } from "@/lib/client";
import { productPhoto } from "@/e2e/support/photoshoot";
import { startWebhookReceiver } from "@/e2e/support/webhook-receiver";
import { withBenchServer } from "../bench-server";
import { markdownTable, percentile } from "../report";
import type { PartOptions, PartResult, ReliabilityPart } from "./part";

const CLIENTS = 50;

const product = {
  productName: "Aurora Smart Mug",
  productDescription: "A self-heating mug that keeps coffee at your chosen temperature for up to 80 minutes. Charges on a wireless coaster.",
  targetAudience: "busy remote workers",
};

type Call = (client: AdcraftClient, context: { applicationId: string; userId: string; configurationId: string }) => Promise<Response>;

/** The mix: each client walks this list in a loop, from its own starting point (weights = repeats). */
const endpoints: Array<{ name: string; weight: number; call: Call }> = [
  { name: "POST Text/Generation/Ads", weight: 3, call: (c, { applicationId, userId }) => c.send(createAdTexts, { body: { applicationId, userId, ...product, outputLanguage: "en", tone: "Friendly", cta: "Order now" } as never }) },
  { name: "GET Text/Generation/UserAds", weight: 1, call: (c, { userId }) => c.send(listUserAdTexts, { query: { userId } as never }) },
  { name: "POST Text/Generation/AdStrategies", weight: 2, call: (c, { applicationId, userId }) => c.send(suggestAdStrategies, { body: { applicationId, userId, ...product, adGoal: "purchase" } as never }) },
  { name: "POST Text/Generation/AdCopies", weight: 2, call: (c, { applicationId, userId }) => c.send(writeAdCopiesOperation, { body: { applicationId, userId, ...product, cta: "Order now", outputLanguage: "de", tone: "Witty", isLongHeadline: "false" } as never }) },
  { name: "POST Text/Craft/ChangeSentiment", weight: 2, call: (c, { applicationId, userId }) => c.send(changeSentiment, { body: { applicationId, userId, ...product, headLine: "Coffee that stays hot all morning", tone: "Urgent", textLimit: "80" } as never }) },
  { name: "GET Account/Credits", weight: 3, call: (c, { applicationId }) => c.send(getCredits, { query: { applicationId } }) },
  {
    name: "POST Image/ProductGeneration/Recommendations",
    weight: 1,
    call: (c, { applicationId, userId }) => c.send(recommendations, { body: { applicationId, userId, productImage: new File([new Uint8Array(productPhoto())], "film-camera.jpg", { type: "image/jpeg" }) } }),
  },
  { name: "GET Image/ProductGeneration/CheckApplicationAllProgresses", weight: 1, call: (c, { applicationId }) => c.send(checkApplicationAllProgresses, { query: { applicationId, limit: 20 } as never }) },
  { name: "POST Notification/Test", weight: 1, call: (c, { applicationId, configurationId }) => c.send(sendTestNotification, { query: { applicationId, configurationId } }) },
  { name: "GET Notification/Deliveries", weight: 1, call: (c, { applicationId, configurationId }) => c.send(listDeliveries, { query: { applicationId, configurationId, limit: 20 } as never }) },
  { name: "GET NotificationChannelConfiguration (all)", weight: 1, call: (c, { applicationId }) => c.send(getAllChannelConfigurations, { query: { applicationId } }) },
];
const schedule = endpoints.flatMap((e) => Array.from({ length: e.weight }, () => e));

/** 50 clients × 60 s of mixed traffic on one server (rate limit off): every answer must be 2xx. */
export const mixedLoad: ReliabilityPart = {
  name: "mixed-load",
  title: "50 clients × 60 s of mixed traffic",
  run: async ({ quick }: PartOptions): Promise<PartResult> => {
    const seconds = quick ? 10 : 60;
    const hooks = await startWebhookReceiver([200]);
    try {
      return await withBenchServer(async ({ client, applicationId }) => {
        const channel = await client.call(createWebHookConfiguration, { query: { applicationId }, body: { webHookUrl: hooks.url } });
        // Warm-up: each route compiled, each engine loaded, before the clock starts.
        const warm = { applicationId, userId: randomUUID(), configurationId: channel.id };
        for (const endpoint of endpoints) await (await endpoint.call(client, warm)).arrayBuffer();
        const stats = new Map(endpoints.map((e) => [e.name, { latencies: [] as number[], errors: 0, statuses: new Map<string, number>() }]));
        const deadline = performance.now() + seconds * 1000;
        const started = performance.now();
        await Promise.all(
          Array.from({ length: CLIENTS }, async (_, clientIndex) => {
            const context = { applicationId, userId: randomUUID(), configurationId: channel.id };
            for (let i = clientIndex; performance.now() < deadline; i++) {
              const endpoint = schedule[i % schedule.length]!;
              const stat = stats.get(endpoint.name)!;
              const t0 = performance.now();
              let status: string;
              try {
                const response = await endpoint.call(client, context);
                await response.arrayBuffer();
                status = String(response.status);
              } catch (error) {
                // A failed fetch names why in its cause (ECONNRESET, UND_ERR_SOCKET, a timeout…).
                const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
                status = `${(error as Error).message.slice(0, 40)}${cause ? `: ${cause.code ?? cause.message?.slice(0, 40)}` : ""}`;
              }
              stat.latencies.push(performance.now() - t0);
              if (!status.startsWith("2")) {
                stat.errors += 1;
                stat.statuses.set(status, (stat.statuses.get(status) ?? 0) + 1);
              }
            }
          }),
        );
        const elapsed = (performance.now() - started) / 1000;
        let total = 0;
        let errors = 0;
        const rows = endpoints.map((e) => {
          const stat = stats.get(e.name)!;
          const sorted = stat.latencies.sort((a, b) => a - b);
          total += sorted.length;
          errors += stat.errors;
          const why = [...stat.statuses].map(([s, n]) => `${n} × ${s}`).join(", ");
          return [e.name, sorted.length, stat.errors ? `**${stat.errors}** (${why})` : "0", `${percentile(sorted, 50).toFixed(0)} ms`, `${percentile(sorted, 99).toFixed(0)} ms`];
        });
        rows.push(["**all**", total, errors ? `**${errors}**` : "0", "", ""]);
        console.log(`[mixed-load] ${total} requests in ${elapsed.toFixed(1)} s, ${errors} errors`);
        const delivered = new Set(hooks.requests.map((r) => r.headers["webhook-id"])).size;
        return {
          ok: errors === 0,
          markdown: `${CLIENTS} clients, each sending its next request as soon as the last is answered, for ${seconds} s (${elapsed.toFixed(1)} s until the last answer; after one warm-up call per endpoint) against one server on PGlite with the rate limit off; the weights of the mix are in \`bench/reliability/mixed-load.ts\`. ${total} requests (${(total / elapsed).toFixed(0)}/s); the channel's receiver got ${delivered} distinct test deliveries.\n\n${markdownTable(["endpoint", "requests", "errors", "p50", "p99"], rows)}`,
        };
      });
    } finally {
      await hooks.close();
    }
  },
};
