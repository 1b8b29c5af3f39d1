import { describe, expect, it } from "vitest";
import { connectOptions } from "./amqp";
import { buildMessage, ROUTING_KEYS } from "./messages";

describe("message bodies", () => {
  it("are PascalCase in the decisions' key order, Progress and TaskIds only when given", () => {
    const event = { MessageType: "ImageGenerationTaskCompleted" as const, UserId: "u1", ImageRenderProcessId: "p1", TaskId: "t1", IsSuccessful: true, ErrorMessage: null };
    expect(JSON.stringify(buildMessage("a1", event, null))).toBe(
      '{"MessageType":"ImageGenerationTaskCompleted","ApplicationId":"a1","UserId":"u1","ImageRenderProcessId":"p1","TaskId":"t1","ImageContentBytes":null,"IsSuccessful":true,"ErrorMessage":null}',
    );
    const progress = buildMessage("a1", { ...event, MessageType: "ImageGenerationProgress", TaskId: null, Progress: 100, TaskIds: ["t1"] }, "iVBO");
    expect(Object.keys(progress)).toEqual(["MessageType", "ApplicationId", "UserId", "ImageRenderProcessId", "TaskId", "ImageContentBytes", "IsSuccessful", "ErrorMessage", "Progress", "TaskIds"]);
  });

  it("route by type: the two image messages (decisions, public) and review events (ours)", () => {
    expect(ROUTING_KEYS).toEqual({ ImageGenerationTaskCompleted: "task.completed", ImageGenerationProgress: "progress.update", ReviewEvent: "review.event" });
  });
});

describe("broker connection options", () => {
  it("take credentials from the fields over the URL, and the vhost from the path", () => {
    expect(connectOptions({ url: "amqps://u:p%40ss@broker.example:5999/prod%2Fa", username: null, password: null })).toMatchObject({
      protocol: "amqps",
      hostname: "broker.example",
      port: 5999,
      username: "u",
      password: "p@ss",
      vhost: "prod/a",
    });
    expect(connectOptions({ url: "amqp://[::1]", username: "x", password: "y" })).toMatchObject({ hostname: "::1", port: 5672, username: "x", password: "y", vhost: "/" });
  });
});
