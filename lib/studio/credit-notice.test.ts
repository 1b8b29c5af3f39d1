import { describe, expect, it } from "vitest";
import { creditNotice, LOW_GENERATIONS } from "./credit-notice";

describe("creditNotice", () => {
  it("warns that the next generation will fail when fewer credits are left than it costs", () => {
    expect(creditNotice(0, 1)).toEqual({ level: "out", message: expect.stringMatching(/^0 credits left: a generation needs 1 credit, so the next one will fail\. .*npx adcraft credits add/) });
    expect(creditNotice(1, 2).level).toBe("out");
  });

  it("says credits run low while a few generations are left", () => {
    expect(creditNotice(1, 1)).toEqual({ level: "low", message: "Only 1 credit left: enough for 1 more generation. Ask an admin to add credits soon." });
    expect(creditNotice(LOW_GENERATIONS, 1).level).toBe("low");
    expect(creditNotice(LOW_GENERATIONS * 2 + 1, 2).level).toBe("low");
  });

  it("shows the balance and the cost when there is plenty", () => {
    expect(creditNotice(LOW_GENERATIONS + 1, 1).level).toBe("ok");
    expect(creditNotice(1000, 1).message).toBe("1,000 credits left · a generation costs 1 credit.");
    expect(creditNotice(3, 0)).toEqual({ level: "ok", message: "3 credits left." });
  });
});
