import { randomUUID } from "node:crypto";
import type { MessageType, NotificationMessage } from "@/lib/schemas/notifications";

/** What a part of the app reports; the delivery service adds ApplicationId and the image bytes per channel. */
export type NotificationEvent = Omit<NotificationMessage, "ApplicationId" | "ImageContentBytes">;

/** AMQP routing keys (decisions, public), and ours for review events. */
export const ROUTING_KEYS: Record<MessageType | "ReviewEvent", string> = {
  ImageGenerationTaskCompleted: "task.completed",
  ImageGenerationProgress: "progress.update",
  ReviewEvent: "review.event",
};

/** The body in the decisions' key order, so every channel receives the same bytes for the same event. */
export function buildMessage(applicationId: string, event: NotificationEvent, imageContentBytes: string | null): NotificationMessage {
  return {
    MessageType: event.MessageType,
    ApplicationId: applicationId,
    UserId: event.UserId,
    ImageRenderProcessId: event.ImageRenderProcessId,
    TaskId: event.TaskId,
    ImageContentBytes: imageContentBytes,
    IsSuccessful: event.IsSuccessful,
    ErrorMessage: event.ErrorMessage,
    ...(event.Progress !== undefined ? { Progress: event.Progress } : {}),
    ...(event.TaskIds !== undefined ? { TaskIds: event.TaskIds } : {}),
  };
}

/** An 8×8 indigo PNG: the image of a test message. */
export const SAMPLE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPwd3uKFTEMLQkAx2RegfGP+TAAAAAASUVORK5CYII=",
  "base64",
);

/** The sample ImageGenerationTaskCompleted event that Notification/Test sends. */
export function testEvent(): NotificationEvent {
  return {
    MessageType: "ImageGenerationTaskCompleted",
    UserId: "notification-test",
    ImageRenderProcessId: randomUUID(),
    TaskId: randomUUID(),
    IsSuccessful: true,
    ErrorMessage: null,
  };
}
