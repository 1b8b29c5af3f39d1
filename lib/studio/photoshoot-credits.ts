import { addCreditsNext, whomToAsk, type Next } from "./credit-words";

/** What the photoshoot page knows of the workspace's credits (GET /api/studio/photoshoots/credits). */
export interface PhotoshootCredits {
  credits: number;
  /** the photo's upload: cut-out and recommendations */
  uploadCost: number;
  /** the six creatives, one credit each */
  photoshootCost: number;
  /** an admin adds credits in Settings; anyone else asks one of `admins` */
  canAddCredits: boolean;
  admins: string[];
}

/** At or below this many photoshoots left, the page says credits are running low. */
export const LOW_PHOTOSHOOTS = 2;

export interface PhotoshootCreditNotice {
  /** "out": Generate would be refused; "low": a photoshoot or two left; "ok": plenty */
  level: "out" | "low" | "ok";
  /** What a photoshoot costs and what is left, always shown beside Generate. */
  cost: string;
  /** The warning's title and text, and the way forward for the person's role; null when "ok". */
  warning: { title: string; text: string; next: Next } | null;
}

export { nextText, type Next } from "./credit-words";

const plural = (n: number, word: string) => `${n.toLocaleString("en")} ${word}${n === 1 ? "" : "s"}`;

/** How many more photoshoots the credits pay for: the one set up now (its photo already paid for), then whole new ones. */
export function photoshootsLeft(credits: number, uploadCost: number, photoshootCost: number, uploaded: boolean): number {
  if (photoshootCost <= 0) return Infinity;
  const whole = uploadCost + photoshootCost;
  if (!uploaded) return Math.floor(credits / whole);
  return credits < photoshootCost ? 0 : 1 + Math.floor((credits - photoshootCost) / whole);
}


/**
 * The photoshoot page's words about credits, in plain language and with the way forward for the
 * person's role, so nobody learns from a refused Generate that the workspace ran out.
 */
export function photoshootCreditNotice(status: PhotoshootCredits, uploaded: boolean): PhotoshootCreditNotice {
  const { credits, uploadCost, photoshootCost } = status;
  const left = `The workspace has ${plural(credits, "credit")} left`;
  const price = `A photoshoot uses ${plural(photoshootCost, "credit")}, one for each of its six creatives${uploaded || uploadCost <= 0 ? "" : `, after ${plural(uploadCost, "credit")} for uploading the photo`}`;
  const cost = `${price}. ${left}.`;
  const count = photoshootsLeft(credits, uploadCost, photoshootCost, uploaded);
  if (count >= 1 && count > LOW_PHOTOSHOOTS) return { level: "ok", cost, warning: null };
  const admin = status.canAddCredits;
  if (count < 1) {
    // At 0 the service refuses downloads too (they are free, but need a balance above 0).
    const downloads = credits <= 0 ? " Until then, finished creatives cannot be downloaded either." : "";
    return {
      level: "out",
      cost,
      warning: {
        title: "Not enough credits for a photoshoot",
        text: `${price}. ${left}, so Generate would be refused.${downloads}`,
        next: admin
          ? addCreditsNext(status, "now", ", then come back: this setup is kept.")
          : { kind: "ask", text: `Ask ${whomToAsk(status.admins)} to add credits. This setup is kept meanwhile.` },
      },
    };
  }
  return {
    level: "low",
    cost,
    warning: {
      title: "Credits are running low",
      text: `${left}: enough for ${plural(count, "more photoshoot")}. ${price}.`,
      next: addCreditsNext(status, "soon"),
    },
  };
}
