import { afterEach, describe, expect, it, vi } from "vitest";

const env: { BACKEND_URL?: string; PUBLIC_URL?: string } = {};
vi.mock("@/lib/env", () => ({ getEnv: () => env }));
const { publicServiceUrl } = await import("./api-keys");

const request = (headers: Record<string, string>) => new Request("http://localhost:3000/api/studio/api-keys", { headers });

describe("publicServiceUrl", () => {
  afterEach(() => {
    delete env.BACKEND_URL;
    delete env.PUBLIC_URL;
  });

  it("is the address the page was opened at, as a proxy forwards it", () => {
    expect(publicServiceUrl(request({ host: "127.0.0.1:3223" }))).toBe("http://127.0.0.1:3223");
    expect(publicServiceUrl(request({ host: "10.0.0.5:3000", "x-forwarded-host": "ads.example.com", "x-forwarded-proto": "https" }))).toBe("https://ads.example.com");
    expect(publicServiceUrl(request({ host: "[::1]:3000" }))).toBe("http://[::1]:3000");
  });

  it("prefers BACKEND_URL, then PUBLIC_URL", () => {
    env.PUBLIC_URL = "https://studio.example.com/";
    expect(publicServiceUrl(request({ host: "127.0.0.1:3000" }))).toBe("https://studio.example.com");
    env.BACKEND_URL = "https://api.example.com";
    expect(publicServiceUrl(request({ host: "127.0.0.1:3000" }))).toBe("https://api.example.com");
  });

  it("ignores a Host that is not a host, so nothing else reaches the shell example", () => {
    expect(publicServiceUrl(request({ host: "evil.com'; rm -rf ~; echo '" }))).toBe("http://localhost:3000");
    expect(publicServiceUrl(request({ host: "ads.example.com", "x-forwarded-proto": "javascript" }))).toBe("http://localhost:3000");
  });
});
