import { randomUUID } from "node:crypto";
import { adCreative, checkUserProgress, type ProgressRecord } from "@/lib/schemas/image-generation";
import { createWebHookConfiguration } from "@/lib/schemas/notifications";
import { uploadProductPhoto, waitForProcess } from "@/e2e/support/photoshoot";
import { startWebhookReceiver } from "@/e2e/support/webhook-receiver";
import { markdownTable } from "../report";
import type { PartOptions, PartResult, ReliabilityPart } from "./part";
import { availableDatabases, benchApplication, countBy, signIn, sleep, startCrashServer, type DatabaseKind } from "./servers";

const PRESETS = JSON.stringify(
  ["white_background", "light_grey_background", "natural_beige_background", "light_blue_background", "concrete_studio_spotlight", "white_studio_podium_softbox"].map((preset) => ({ tag: "preset", preset })),
);

/**
 * kill -9 while photoshoots render (a real product photo, 6 tasks each, every canvas size), then
 * a restart: every task must finish, and the channel must get one TaskCompleted per task and one
 * Progress per photoshoot (lost = never received). A message received twice is split as in
 * crash-delivery: the at-least-once repeat of a request that reached the receiver as the server
 * died (same webhook-id, first received before the kill) or any other repeat (must be 0).
 */
export const crashGeneration: ReliabilityPart = {
  name: "crash-generation",
  title: "kill -9 mid-generation",
  run: async ({ quick }: PartOptions): Promise<PartResult> => {
    const shoots = quick ? 1 : 3;
    const rows: Array<Array<string | number>> = [];
    let ok = true;
    for (const kind of await availableDatabases()) {
      const round = await crashRound(kind, shoots);
      console.log(`[crash-generation] ${kind}: ${JSON.stringify(round)}`);
      ok &&= round.unfinished === 0 && round.lost === 0 && round.duplicatedOtherwise === 0;
      rows.push([kind, shoots, round.tasks, round.unfinished, round.messages, round.lost, round.duplicatedInFlight, round.duplicatedOtherwise, `${round.restartToDoneMs} ms`]);
    }
    const table = markdownTable(["database", "photoshoots", "tasks", "unfinished", "messages expected", "lost", "repeated: in flight at the kill", "repeated otherwise", "restart begun → all done"], rows);
    return {
      ok,
      markdown: `Photoshoots of the repository's product photo (6 presets × all 10 canvas sizes) on a webhook channel; the server is killed with SIGKILL once rendering has begun, then started again. Each photoshoot must yield one \`ImageGenerationTaskCompleted\` per task and one \`ImageGenerationProgress\`.\n\n${table}`,
    };
  },
};

async function crashRound(kind: DatabaseKind, shoots: number) {
  const hooks = await startWebhookReceiver([200]);
  const crash = await startCrashServer(kind, "generation");
  try {
    const app = await benchApplication(crash.server);
    const { client, applicationId } = app;
    await client.call(createWebHookConfiguration, { query: { applicationId }, body: { webHookUrl: hooks.url, retryCount: 3 } });
    const userId = randomUUID();
    const { backgroundRemovedImageAssetId } = await uploadProductPhoto(client, applicationId, userId);
    const created: ProgressRecord[] = [];
    for (let i = 0; i < shoots; i++) {
      const response = await client.send(adCreative, {
        body: { applicationId, userId, productImageAssetId: backgroundRemovedImageAssetId, PromptObjectsString: PRESETS, renderKind: 1023 } as never,
      });
      if (!response.ok) throw new Error(`AdCreative answered ${response.status}: ${await response.text()}`);
      created.push((await response.json()) as ProgressRecord);
    }
    // Kill once the first task has begun rendering.
    const first = created[0]!.imageProductGeneratorProcessId;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const record = await client.call(checkUserProgress, { query: { userId, imageProductGeneratorProcessId: first } });
      if (record.tasks.some((t) => t.renderState >= 2)) break;
      await sleep(20);
    }
    await crash.server.kill();
    const receivedBeforeKill = new Set(hooks.requests.map((r) => String(r.headers["webhook-id"])));

    const restarted = Date.now();
    await crash.restart();
    const again = await signIn(crash.server, app);
    const done = await Promise.all(created.map((c) => waitForProcess(again, userId, c.imageProductGeneratorProcessId, 240_000)));
    const restartToDoneMs = Date.now() - restarted;
    const tasks = done.flatMap((d) => d.tasks);
    const expected = new Set([...tasks.map((t) => `TaskCompleted ${t.taskId}`), ...done.map((d) => `Progress ${d.imageProductGeneratorProcessId}`)]);
    const key = (m: { MessageType: string; TaskId: string | null; ImageRenderProcessId: string }) =>
      m.MessageType === "ImageGenerationProgress" ? `Progress ${m.ImageRenderProcessId}` : `TaskCompleted ${m.TaskId}`;
    const received = () => countBy(hooks.requests.map((r) => key(JSON.parse(r.body))));
    const until = Date.now() + 30_000;
    while ([...expected].some((k) => !received().has(k)) && Date.now() < until) await sleep(100);
    await sleep(2000);
    const counts = received();
    // A repeat the receiver can drop: every copy of the message carries one webhook-id, and the
    // first copy arrived before the kill (the server died before it could record the attempt).
    const idsOf = (k: string) => new Set(hooks.requests.filter((r) => key(JSON.parse(r.body)) === k).map((r) => String(r.headers["webhook-id"])));
    const repeated = [...counts].filter(([, n]) => n > 1).map(([k]) => idsOf(k));
    const inFlight = repeated.filter((ids) => ids.size === 1 && receivedBeforeKill.has([...ids][0]!)).length;
    return {
      tasks: tasks.length,
      unfinished: tasks.filter((t) => t.renderState !== 5).length,
      messages: expected.size,
      lost: [...expected].filter((k) => !counts.has(k)).length,
      duplicatedInFlight: inFlight,
      duplicatedOtherwise: repeated.length - inFlight,
      restartToDoneMs,
    };
  } finally {
    await crash.dispose();
    await hooks.close();
  }
}
