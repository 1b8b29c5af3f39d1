import type { ToneKey } from "../../tones";
import type { ShortToneWords } from "../text-ops-types";

/** English: each tone's shortest words, for the text operations' rewrites at tight limits. */
export const shortWords: Readonly<Record<ToneKey, ShortToneWords>> = {
  professional: { leads: ["Key fact", "Note"], closers: ["Worth noting.", "By design."] },
  informal: { leads: ["So", "Yep"], closers: ["Nice.", "Easy."] },
  friendly: { leads: ["Hi", "Hey"], closers: ["Enjoy!", "Say hi."] },
  witty: { leads: ["Twist", "Spoiler"], closers: ["Really.", "No joke."] },
  persuasive: { leads: ["Why", "Think"], closers: ["Clearly.", "Compare."] },
  luxurious: { leads: ["Luxe", "Refined"], closers: ["Savor it.", "Exquisite."] },
  bold: { leads: ["Boom", "Zero doubt"], closers: ["Period.", "Full stop."] },
  empathetic: { leads: ["Breathe", "For you"], closers: ["We get it.", "You deserve it."] },
  urgent: { leads: ["Now", "Hurry"], closers: ["Today!", "Go!"] },
  inspirational: { leads: ["Imagine", "Dream"], closers: ["Rise.", "Begin."] },
  playful: { leads: ["Psst", "Ta-da"], closers: ["Yay!", "Whee!"] },
  authoritative: { leads: ["Fact", "Verdict"], closers: ["Noted.", "The standard."] },
  calm: { leads: ["Simply", "Softly"], closers: ["Relax.", "No rush."] },
  enthusiastic: { leads: ["Wow", "Yes"], closers: ["Love it!", "Woohoo!"] },
  minimalist: { leads: [], closers: ["Done.", "Enough."] },
};
