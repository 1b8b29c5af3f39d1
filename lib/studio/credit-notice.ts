import { addCreditsNext, type CreditsHelp, type Next } from "./credit-words";

/** Below this many generations left, the wizard says credits are running low. */
export const LOW_GENERATIONS = 5;

export interface CreditNotice {
  /** "out": the next generation will be refused; "low": a few left; "ok": plenty. */
  level: "out" | "low" | "ok";
  message: string;
  /** What to do about it for the person's role (a link to Settings → Credits for an admin); null when "ok". */
  next: Next | null;
}

const plural = (n: number, word: string) => `${n.toLocaleString("en")} ${word}${n === 1 ? "" : "s"}`;

/**
 * What the wizard says about the workspace's credits before a generation, so a marketer learns
 * they have run out before writing a brief, not from a failed Generate; with the way forward for
 * their role.
 */
export function creditNotice(credits: number, generationCost: number, help: CreditsHelp): CreditNotice {
  const left = `${plural(credits, "credit")} left`;
  if (generationCost <= 0) return { level: "ok", message: `${left}.`, next: null };
  const generations = Math.floor(credits / generationCost);
  if (generations < 1) {
    return {
      level: "out",
      message: `${left}: a generation needs ${plural(generationCost, "credit")}, so the next one will fail.`,
      next: addCreditsNext(help, "now"),
    };
  }
  if (generations <= LOW_GENERATIONS) {
    return { level: "low", message: `Only ${left}: enough for ${plural(generations, "more generation")}.`, next: addCreditsNext(help, "soon") };
  }
  return { level: "ok", message: `${left} · a generation costs ${plural(generationCost, "credit")}.`, next: null };
}
