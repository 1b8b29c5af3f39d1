import { describe, expect, it } from "vitest";
import { adCreative } from "@/lib/schemas/image-generation";
import { recommendations } from "@/lib/schemas/photoshoot";
import { nextText, photoshootCreditNotice, photoshootsLeft, type PhotoshootCredits } from "./photoshoot-credits";

const costs = { uploadCost: 1, photoshootCost: 6 };
const asAdmin = (credits: number): PhotoshootCredits => ({ credits, ...costs, canAddCredits: true, admins: [] });
const asMarketer = (credits: number, admins = ["admin@adcraft.test"]): PhotoshootCredits => ({ credits, ...costs, canAddCredits: false, admins });

describe("photoshootsLeft", () => {
  it("uses the service's own prices", () => {
    expect({ uploadCost: recommendations.credits, photoshootCost: adCreative.credits }).toEqual(costs);
  });
  it("counts the photoshoot set up now without its upload, then whole new ones", () => {
    expect([0, 6, 7, 13, 14, 20, 21].map((c) => photoshootsLeft(c, 1, 6, false))).toEqual([0, 0, 1, 1, 2, 2, 3]);
    expect([0, 5, 6, 12, 13, 20].map((c) => photoshootsLeft(c, 1, 6, true))).toEqual([0, 0, 1, 1, 2, 3]);
  });
});

describe("photoshootCreditNotice", () => {
  it("says what a photoshoot costs and what is left, without a warning when there is plenty", () => {
    expect(photoshootCreditNotice(asAdmin(500), true)).toEqual({
      level: "ok",
      cost: "A photoshoot uses 6 credits, one for each of its six creatives. The workspace has 500 credits left.",
      warning: null,
    });
    expect(photoshootCreditNotice(asMarketer(1200), false).cost).toBe("A photoshoot uses 6 credits, one for each of its six creatives, after 1 credit for uploading the photo. The workspace has 1,200 credits left.");
  });
  it("warns an admin who is short and sends them to Settings", () => {
    const notice = photoshootCreditNotice(asAdmin(3), false);
    expect(notice.level).toBe("out");
    expect(notice.warning).toEqual({
      title: "Not enough credits for a photoshoot",
      text: "A photoshoot uses 6 credits, one for each of its six creatives, after 1 credit for uploading the photo. The workspace has 3 credits left, so Generate would be refused.",
      next: { kind: "settings", link: "Add credits in Settings → Credits", after: ", then come back: this setup is kept." },
    });
  });
  it("tells anyone else which admin to ask, and that downloads stop at 0", () => {
    const notice = photoshootCreditNotice(asMarketer(0), true);
    expect(notice.level).toBe("out");
    expect(notice.warning!.text).toMatch(/0 credits left, so Generate would be refused\. Until then, finished creatives cannot be downloaded either\.$/);
    expect(notice.warning!.next).toEqual({ kind: "ask", text: "Ask an admin (admin@adcraft.test) to add credits. This setup is kept meanwhile." });
    expect(photoshootCreditNotice(asMarketer(0, []), true).warning!.next).toEqual({ kind: "ask", text: "Ask an admin of this workspace to add credits. This setup is kept meanwhile." });
    expect(photoshootCreditNotice(asMarketer(0, ["a@x.test", "b@x.test", "c@x.test"]), true).warning!.next).toMatchObject({ text: expect.stringMatching(/^Ask an admin \(a@x\.test or b@x\.test or another\)/) });
  });
  it("warns when a photoshoot or two are left", () => {
    const low = photoshootCreditNotice(asMarketer(7), false);
    expect(low.level).toBe("low");
    expect(low.warning!.text).toBe("The workspace has 7 credits left: enough for 1 more photoshoot. A photoshoot uses 6 credits, one for each of its six creatives, after 1 credit for uploading the photo.");
    expect(low.warning!.next).toEqual({ kind: "ask", text: "Ask an admin (admin@adcraft.test) to add credits soon." });
    expect(photoshootCreditNotice(asAdmin(13), true).warning!.text).toMatch(/enough for 2 more photoshoots/);
    expect(nextText(photoshootCreditNotice(asAdmin(13), true).warning!.next)).toBe("Add credits in Settings → Credits before they run out.");
    expect(photoshootCreditNotice(asAdmin(20), true).level).toBe("ok");
  });
  it("never shows a command or raw markup", () => {
    for (const credits of [0, 3, 6, 7, 13, 500]) {
      for (const status of [asAdmin(credits), asMarketer(credits)]) {
        const notice = photoshootCreditNotice(status, credits % 2 === 0);
        const words = [notice.cost, notice.warning?.title, notice.warning?.text, notice.warning && nextText(notice.warning.next)].join(" ");
        expect(words).not.toMatch(/[`*_]|npx|adcraft credits/);
      }
    }
  });
});
