/** How many frames each move keeps per language after plain-frames.ts (a check while editing, not a test). */
import { LANGUAGE_PACKS } from "@/lib/ai/copy-engine/languages";
import { MOVES } from "@/lib/ai/copy-engine/moves";
import { tonePatterns } from "@/lib/ai/copy-engine/tone-patterns";
import { TONES } from "@/lib/ai/language";
for (const [code, pack] of Object.entries(LANGUAGE_PACKS)) {
  const row: string[] = [];
  for (const move of MOVES) {
    const all = new Set<string>();
    for (const t of TONES) for (const p of tonePatterns(pack, move, t.toLowerCase() as never)) all.add(p.pattern.template);
    row.push(`${move}:${all.size}`);
    if (process.argv.includes(code) && process.argv.includes(move)) console.log([...all].join("\n"));
  }
  console.log(code, row.join(" "));
}
