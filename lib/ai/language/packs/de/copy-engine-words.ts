import type { CopyEngineWords } from "../copy-engine-types";

/** German words the copy engine's checks and openers use beside its patterns. */
export const copyEngineWords: CopyEngineWords = {
  /** Conjunctions a text may not end on, as a regular expression's alternatives (copy-engine/defects.ts). */
  conjunctions: "und|oder|aber",
  /** Openers that make two texts of one call start differently without a claim (copy-engine/plain-frames.ts). */
  plainOpeners: ["Kurz gesagt:", "Im Überblick:", "Auf einen Blick:", "Das Wichtigste:", "Im Detail:", "Die Fakten:", "Kurz und knapp:", "Hier ist es:", "In Kürze:", "Zum Überblick:"],
  /** The only words a pattern's frame may hold of its own, space-separated (copy-engine/plain-frames.ts). */
  frameWords: "ist das der die den dem des ein eine einen einem mit und für von zu zum zur in im auf blick kennen lernen lerne sie du dich ihnen dir ihr dein es hat kurz details unter bei was so funktioniert wie schritte schritt wählen wähle testen teste entdecken entdecke gemacht dazu kommt außerdem überblick",
};
