import { describe, expect, it } from "vitest";
import { adSetHref, isAdSet } from "./ad-history";

const SHOOT = "11111111-1111-4111-8111-111111111111";
const ADS = "22222222-2222-4222-8222-222222222222";
const SHOOT_TASK = "33333333-3333-4333-8333-333333333333";
const AD_TASK = "44444444-4444-4444-8444-444444444444";

const photoshoot = { imageProductGeneratorProcessId: SHOOT, tasks: [{ taskId: SHOOT_TASK, width: 1674, height: 628 }] };
const adSet = (sourceTaskId: string | null) => ({
  imageProductGeneratorProcessId: ADS,
  tasks: [{ taskId: AD_TASK, width: 1080, height: 1080, variants: [{ width: 1080, height: 1920 }, { width: 300, height: 250 }], ad: { sourceTaskId } }],
});

describe("finished ads in the history", () => {
  it("tells a set of ads from a photoshoot", () => {
    expect(isAdSet(adSet(SHOOT_TASK))).toBe(true);
    expect(isAdSet(photoshoot)).toBe(false);
    expect(isAdSet({ imageProductGeneratorProcessId: ADS, tasks: [] })).toBe(false);
  });

  it("opens a set on the Make ads page of the photoshoot it stands on, with its ads and sizes", () => {
    const href = adSetHref(adSet(SHOOT_TASK), new Map([[SHOOT_TASK, SHOOT]]));
    // Post (1), Story (2) and the 300×250 banner (32).
    expect(href).toBe(`/photoshoot/${SHOOT}/ads?ads=${ADS}.${AD_TASK}&k=35`);
  });

  it("opens ads on an uploaded photo, or on a photoshoot no longer listed, on the set's own page", () => {
    expect(adSetHref(adSet(null), new Map())).toMatch(new RegExp(`^/photoshoot/${ADS}/ads\\?ads=`));
    expect(adSetHref(adSet(SHOOT_TASK), new Map())).toMatch(new RegExp(`^/photoshoot/${ADS}/ads\\?ads=`));
  });
});
