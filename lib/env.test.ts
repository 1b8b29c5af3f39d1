import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("applies defaults and treats empty strings as unset", () => {
    const env = parseEnv({ PORT: "", DATABASE_URL: "" });
    expect(env).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", DATA_DIR: ".data", RATE_LIMIT_RPS: 50, RATE_LIMIT_BURST: 100 });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("names the variable and what it expects in one line", () => {
    expect(() => parseEnv({ PORT: "70000" })).toThrow(new ConfigError('Invalid configuration: PORT must be an integer port from 1 to 65535 (got "70000").'));
    expect(() => parseEnv({ JWT_SECRET: "short" })).toThrow(/^Invalid configuration: JWT_SECRET must be at least 32 characters/);
  });

  it("refuses generative back-end settings that cannot work", () => {
    expect(parseEnv({}).INPAINTING_MODEL_PROTOCOL).toBe("automatic1111");
    expect(() => parseEnv({ INPAINTING_MODEL_PROTOCOL: "invokeai" })).toThrow(
      new ConfigError('Invalid configuration: INPAINTING_MODEL_PROTOCOL must be one of automatic1111, comfyui, openai-images (got "invokeai").'),
    );
    expect(() => parseEnv({ INPAINTING_IMAGE_SIZE: "1000" })).toThrow(/^Invalid configuration: INPAINTING_IMAGE_SIZE must be the model's native side in pixels, a multiple of 64/);
    expect(parseEnv({ INPAINTING_IMAGE_SIZE: "768" }).INPAINTING_IMAGE_SIZE).toBe(768);
  });
});
