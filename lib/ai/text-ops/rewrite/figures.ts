import { numberCore, numberTokens } from "./message";

/**
 * The headline's figures (outside the product name) a rewrite does not carry, each with the noun
 * it counts ("10 minutes"). Any writer's rewrite can be checked so, the built-in one or a model's.
 */
export function figuresLeftOut(headline: string, text: string, name: string): string[] {
  const withoutName = name ? headline.split(name).join(" ") : headline;
  const tokens = withoutName.split(/\s+/u);
  return numberTokens(withoutName)
    .filter((t) => !text.includes(numberCore(t)))
    .map((t) => {
      const next = tokens[tokens.indexOf(t) + 1];
      const figure = t.replace(/[.,;:!?]+$/u, "");
      return next && figure === t && /^\p{L}/u.test(next) ? `${figure} ${next.replace(/[.,;:!?]+$/u, "")}` : figure;
    });
}
