import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import { createAdTexts } from "@/lib/schemas/ad-texts";
import { createWebHookConfiguration, listDeliveries, reviewEventMessageSchema, type ReviewEventMessage } from "@/lib/schemas/notifications";
import { listReviewItems, postReviewComment, postReviewDecision, submitReviewItem } from "@/lib/schemas/review";
import { authenticatedClient, createApplication } from "../support/fixtures";
import { startWebhookReceiver, verifyStandardWebhook, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * Review events reach the application's notification channels (#26): a submission, a comment and
 * a decision each become a signed delivery to every active webhook of the application, naming the
 * item and what happened, never a person's e-mail address nor a comment's words; another
 * application's channels hear nothing of them. Over HTTP against the suites' server (both databases).
 */
const receivers: WebhookReceiver[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

async function agency(name: string) {
  const app = await createApplication(20, name);
  const client = await authenticatedClient(app);
  const hooks = [];
  for (const active of [true, true, false]) {
    const receiver = await startWebhookReceiver();
    receivers.push(receiver);
    const created = await client.call(createWebHookConfiguration, {
      query: { applicationId: app.applicationId },
      body: { webHookUrl: receiver.url, isActive: active, retryCount: 2, exponentialBackoffFactor: 1 },
    });
    hooks.push({ receiver, active, configurationId: created.id, secret: JSON.parse(created.notificationChannelConfigurationJSON).SigningSecret as string });
  }
  return { app, client, hooks };
}

async function draftItem(client: AdcraftClient, applicationId: string, processName: string, author: string) {
  await client.call(createAdTexts, {
    body: { applicationId, userId: author, processName, productName: "Harbour lantern", productDescription: "A brass storm lantern with a 20 h wick.", outputLanguage: "en" } as never,
  });
  const page = await client.call(listReviewItems, { query: { applicationId, search: processName } as never });
  return page.items.find((i) => i.title === processName)!;
}

const messagesOf = (receiver: WebhookReceiver) => receiver.requests.map((r) => reviewEventMessageSchema.parse(JSON.parse(r.body)));

describe("review events on the notification channels", () => {
  it("deliver a submission, a comment and a decision to each active webhook of the application only, signed, without e-mail addresses", async () => {
    const mine = await agency("Harbour agency");
    const theirs = await agency("Another agency");
    const author = { userId: randomUUID(), name: "mara@harbour.example" };
    const reviewer = { userId: randomUUID(), name: "rita@harbour.example" };
    const item = await draftItem(mine.client, mine.app.applicationId, "Harbour lantern launch", author.userId);
    // The other agency reviews its own item meanwhile: its channels hear of that only.
    const foreign = await draftItem(theirs.client, theirs.app.applicationId, "Foreign lantern", randomUUID());
    await theirs.client.call(submitReviewItem, { params: { itemId: foreign.id }, body: { userId: randomUUID(), name: "eve@other.example" } as never });

    await mine.client.call(submitReviewItem, { params: { itemId: item.id }, body: author as never });
    // A second press of Submit changes nothing and tells nobody again.
    await mine.client.call(submitReviewItem, { params: { itemId: item.id }, body: author as never });
    const comment = await mine.client.call(postReviewComment, {
      params: { itemId: item.id },
      body: { body: "Secret internal note: the brass looks cheap.", visibility: "internal", ...reviewer } as never,
    });
    await mine.client.call(postReviewDecision, { params: { itemId: item.id }, body: { decision: "changesRequested", comment: "Show the wick burning.", ...reviewer } as never });

    for (const hook of mine.hooks.filter((h) => h.active)) {
      const requests = await hook.receiver.waitForRequests(3);
      // Deliveries run as jobs, so their order is not promised: compare by event.
      const messages = messagesOf(hook.receiver).sort((a, b) => a.EventType.localeCompare(b.EventType));
      const common = { MessageType: "ReviewEvent" as const, ApplicationId: mine.app.applicationId, ReviewItemId: item.id, ReviewItemKind: "adText" as const, ReviewItemTitle: "Harbour lantern launch", Version: 1, ActorKind: "user" as const };
      expect(messages).toEqual([
        { ...common, EventType: "Commented", Decision: null, TextId: null, CommentId: comment.id, CommentVisibility: "internal", OccurredAt: expect.any(String) },
        { ...common, EventType: "Decided", Decision: "changesRequested", TextId: null, CommentId: null, CommentVisibility: null, OccurredAt: expect.any(String) },
        { ...common, EventType: "Submitted", Decision: null, TextId: null, CommentId: null, CommentVisibility: null, OccurredAt: expect.any(String) },
      ] satisfies Array<Partial<ReviewEventMessage>>);
      for (const request of requests) {
        expect(verifyStandardWebhook(hook.secret, request)).toBe(true);
        expect(request.body).not.toMatch(/@|Secret internal note|wick burning|Foreign lantern/);
      }
      const deliveries = await mine.client.call(listDeliveries, { query: { applicationId: mine.app.applicationId, configurationId: hook.configurationId } });
      expect(deliveries.filter((d) => d.messageType === "ReviewEvent" && d.succeeded)).toHaveLength(3);
    }
    // The inactive channel and the other application's channels heard nothing of this item.
    expect(mine.hooks.find((h) => !h.active)!.receiver.requests).toEqual([]);
    for (const hook of theirs.hooks.filter((h) => h.active)) {
      await hook.receiver.waitForRequests(1);
      expect(messagesOf(hook.receiver).map((m) => [m.ApplicationId, m.ReviewItemId, m.EventType])).toEqual([[theirs.app.applicationId, foreign.id, "Submitted"]]);
    }
    expect(theirs.hooks.find((h) => !h.active)!.receiver.requests).toEqual([]);
    // Nothing more arrives later (no duplicate of the second Submit).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const hook of mine.hooks.filter((h) => h.active)) expect(hook.receiver.requests).toHaveLength(3);
  });
});
