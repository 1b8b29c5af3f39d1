import { describe, expect, it } from "vitest";
import { cutoutCheck } from "./cutout-check";

describe("Check the edges", () => {
  it("is asked below 0.7, with the service's reason", () => {
    expect(cutoutCheck({ cutoutConfidence: 0.42, cutoutConfidenceReason: " a pale part on a pale backdrop " })).toEqual({ check: true, reason: "a pale part on a pale backdrop" });
    expect(cutoutCheck({ cutoutConfidence: 0.69, cutoutConfidenceReason: null })).toEqual({ check: true, reason: null });
  });
  it("is not asked at 0.7 or above, nor when the service does not say", () => {
    expect(cutoutCheck({ cutoutConfidence: 0.7, cutoutConfidenceReason: "fine" }).check).toBe(false);
    expect(cutoutCheck({}).check).toBe(false);
    expect(cutoutCheck({ cutoutConfidence: "0.1" }).check).toBe(false);
    expect(cutoutCheck({ cutoutConfidence: Number.NaN }).check).toBe(false);
  });
});
