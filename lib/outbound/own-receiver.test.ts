import { describe, expect, it } from "vitest";
import { checkOutboundUrl, OutboundRefusedError } from "./guard";
import { parseAllowlist } from "./allowlist";

// The defaults: this server listens on 127.0.0.1:3000, nothing allowlisted.
const options = { allowlist: parseAllowlist(undefined) };

describe("this server's own studio receiver", () => {
  it("is the one loopback target allowed without OUTBOUND_ALLOWLIST", async () => {
    await expect(checkOutboundUrl("http://127.0.0.1:3000/api/studio/notifications/receiver", options)).resolves.toMatchObject({ address: "127.0.0.1" });
  });

  it("opens nothing else: another path, port, host, a query or credentials stay refused", async () => {
    for (const url of [
      "http://127.0.0.1:3000/api/operator",
      "http://127.0.0.1:3001/api/studio/notifications/receiver",
      "http://127.0.0.2:3000/api/studio/notifications/receiver",
      "http://127.0.0.1:3000/api/studio/notifications/receiver?x=1",
      "http://user:pw@127.0.0.1:3000/api/studio/notifications/receiver",
      "http://127.0.0.1:3000/api/studio/notifications/receiver/../../operator",
    ]) {
      await expect(checkOutboundUrl(url, options), url).rejects.toBeInstanceOf(OutboundRefusedError);
    }
  });
});
