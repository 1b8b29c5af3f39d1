import { describe, expect, it } from "vitest";
import { creditNotice, LOW_GENERATIONS } from "./credit-notice";
import { nextText } from "./credit-words";

const admin = { canAddCredits: true, admins: [] };
const marketer = { canAddCredits: false, admins: ["ada@adcraft.test"] };

describe("creditNotice", () => {
  it("warns that the next generation will fail when fewer credits are left than it costs, with the way forward for the role", () => {
    const out = creditNotice(0, 1, admin);
    expect(out).toEqual({
      level: "out",
      message: "0 credits left: a generation needs 1 credit, so the next one will fail.",
      next: { kind: "settings", link: "Add credits in Settings → Credits", after: "." },
    });
    expect(nextText(creditNotice(0, 1, marketer).next!)).toBe("Ask an admin (ada@adcraft.test) to add credits.");
    expect(nextText(creditNotice(0, 1, { canAddCredits: false, admins: [] }).next!)).toBe("Ask an admin of this workspace to add credits.");
    expect(creditNotice(1, 2, admin).level).toBe("out");
  });

  it("says credits run low while a few generations are left", () => {
    expect(creditNotice(1, 1, marketer)).toEqual({
      level: "low",
      message: "Only 1 credit left: enough for 1 more generation.",
      next: { kind: "ask", text: "Ask an admin (ada@adcraft.test) to add credits soon." },
    });
    expect(nextText(creditNotice(1, 1, admin).next!)).toBe("Add credits in Settings → Credits before they run out.");
    expect(creditNotice(LOW_GENERATIONS, 1, admin).level).toBe("low");
    expect(creditNotice(LOW_GENERATIONS * 2 + 1, 2, admin).level).toBe("low");
  });

  it("shows the balance and the cost when there is plenty, and no command or backtick in any message", () => {
    expect(creditNotice(LOW_GENERATIONS + 1, 1, admin).level).toBe("ok");
    expect(creditNotice(1000, 1, admin)).toEqual({ level: "ok", message: "1,000 credits left · a generation costs 1 credit.", next: null });
    expect(creditNotice(3, 0, marketer)).toEqual({ level: "ok", message: "3 credits left.", next: null });
    for (const credits of [0, 1, 3, 100]) for (const help of [admin, marketer]) {
      const notice = creditNotice(credits, 1, help);
      expect(`${notice.message} ${notice.next ? nextText(notice.next) : ""}`).not.toMatch(/`|npx|adcraft credits/);
    }
  });
});
