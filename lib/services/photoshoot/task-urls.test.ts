import { describe, expect, it } from "vitest";
import { signedTaskUrl, verifyTaskUrl } from "./task-urls";

// The signing key from the settings, not one generated into a data directory.
process.env.JWT_SECRET = "task-url-test-secret-of-at-least-32-characters";

const taskId = "7d1f1c7e-3b9a-4a51-9a43-0f3f5b2a9c11";
const parse = (url: string) => {
  const u = new URL(url);
  return { expires: Number(u.searchParams.get("expires")), signature: u.searchParams.get("signature")!, size: u.searchParams.get("size") ?? "" };
};

describe("signed task URLs", () => {
  it("verify for their task and size until they expire, and not after", () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    const url = signedTaskUrl("https://ads.example.com", taskId, "", now);
    expect(url.startsWith(`https://ads.example.com/api/v1/Image/ProductGeneration/TaskImage/${taskId}?`)).toBe(true);
    const { expires, signature } = parse(url);
    expect(verifyTaskUrl(taskId, expires, signature, "", now)).toBe(true);
    expect(verifyTaskUrl(taskId, expires, signature, "", expires * 1000 + 1)).toBe(false);
    expect(verifyTaskUrl(taskId.replace("7d1f", "7d1e"), expires, signature, "", now)).toBe(false);
    expect(verifyTaskUrl(taskId, expires + 3600, signature, "", now)).toBe(false);
    expect(verifyTaskUrl(taskId, expires, signature, "1080x1080", now)).toBe(false);
    expect(verifyTaskUrl(taskId, expires, "x", "", now)).toBe(false);
  });

  it("stay the same across polls within the hour, so caches keep working", () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    expect(signedTaskUrl("http://a", taskId, "", now + 1000)).toBe(signedTaskUrl("http://a", taskId, "", now + 59 * 60 * 1000));
  });
});
