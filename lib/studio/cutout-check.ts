/** Below this the studio asks the marketer to check the cutout's edges (issue #23). */
export const CHECK_THE_EDGES_BELOW = 0.7;

/**
 * Whether to show "Check the edges" for a Recommendations answer. The confidence fields are
 * additive and may be missing (an older service): then nothing is claimed either way.
 */
export function cutoutCheck(recommendations: object): { check: boolean; reason: string | null } {
  const { cutoutConfidence, cutoutConfidenceReason } = recommendations as { cutoutConfidence?: unknown; cutoutConfidenceReason?: unknown };
  const reason = typeof cutoutConfidenceReason === "string" && cutoutConfidenceReason.trim() ? cutoutConfidenceReason.trim() : null;
  return { check: typeof cutoutConfidence === "number" && Number.isFinite(cutoutConfidence) && cutoutConfidence < CHECK_THE_EDGES_BELOW, reason };
}
