/**
 * The studio's words about adding credits, one place for every message that says what to do
 * when credits run low or out: an admin gets a link to Settings → Credits, anyone else whom to
 * ask. Plain words only (no commands), for the browser and the BFF alike.
 */
export const CREDITS_SETTINGS_HREF = "/settings/credits";
export const ADD_CREDITS_LINK = "Add credits in Settings → Credits";

/** The way forward: a link to Settings for an admin (its words, then the rest of the sentence), or whom to ask. */
export type Next = { kind: "settings"; link: string; after: string } | { kind: "ask"; text: string };

/** The way forward in one string, as a screen reader or a test reads it. */
export const nextText = (next: Next) => (next.kind === "settings" ? `${next.link}${next.after}` : next.text);

/** An e-mail address or two to ask, or the role in words when the list is empty. */
export function whomToAsk(admins: string[]): string {
  if (admins.length === 0) return "an admin of this workspace";
  if (admins.length === 1) return `an admin (${admins[0]})`;
  return `an admin (${admins.slice(0, 2).join(" or ")}${admins.length > 2 ? " or another" : ""})`;
}

/** Who can add credits: the admin themself, or the admins anyone else should ask. */
export interface CreditsHelp {
  canAddCredits: boolean;
  admins: string[];
}

/** What to do when the workspace is out of credits (or about to be), for the person's role. */
export function addCreditsNext(help: CreditsHelp, when: "now" | "soon", after = when === "now" ? "." : " before they run out."): Next {
  return help.canAddCredits ? { kind: "settings", link: ADD_CREDITS_LINK, after } : { kind: "ask", text: `Ask ${whomToAsk(help.admins)} to add credits${when === "soon" ? " soon" : ""}.` };
}

/** A refused call's link, carried in the BFF's error body so the page can offer it. */
export interface ErrorLink {
  href: string;
  label: string;
}
