import { describe, expect, it } from "vitest";
import { generateSigningSecret, signWebhook, webhookHeaders } from "./signature";

describe("Standard Webhooks signing", () => {
  it("matches the specification's published test vector", () => {
    expect(signWebhook("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, '{"test": 2432232314}')).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    );
  });

  it("generates whsec_ secrets of 32 random bytes", () => {
    const secret = generateSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
    expect(generateSigningSecret()).not.toBe(secret);
  });

  it("sends id, Unix-seconds timestamp and signature headers", () => {
    const headers = webhookHeaders("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_1", "{}", 1_700_000_000_999);
    expect(headers).toMatchObject({ "webhook-id": "msg_1", "webhook-timestamp": "1700000000", "content-type": "application/json" });
    expect(headers["webhook-signature"]).toBe(signWebhook("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_1", 1_700_000_000, "{}"));
  });
});
