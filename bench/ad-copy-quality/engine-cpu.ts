/**
 * The copy engine's CPU per POST Ads call, in-process (issue #25: ≤ 10 ms server CPU per request): generateAdTexts
 * (5 texts, each scored) and adTextWarnings on the bodies of bench/ad-texts.ts (36 types × en/de/fr/es, Friendly,
 * emoji 2), 300 warm-up calls, then 5 rounds of 144 calls; process.cpuUsage, so the shared machine's load does not count.
 * `node bin/run-ts.mjs ../bench/ad-copy-quality/engine-cpu.ts`
 */
import { adTextWarnings, generateAdTexts } from "@/lib/ai/copy-engine";
const BRIEFS: Record<string, { productDescription: string; targetAudience: string; cta: string }> = {
  en: { productDescription: "A self-heating mug that keeps coffee at your chosen temperature for up to 80 minutes. Charges on a wireless coaster.", targetAudience: "busy remote workers", cta: "Order now" },
  de: { productDescription: "Ein selbstheizender Becher, der Ihren Kaffee bis zu 80 Minuten auf Wunschtemperatur hält. Lädt kabellos auf einem Untersetzer.", targetAudience: "Menschen im Homeoffice", cta: "Jetzt bestellen" },
  fr: { productDescription: "Un mug chauffant qui garde votre café à la bonne température jusqu'à 80 minutes. Se recharge sur un socle sans fil.", targetAudience: "télétravailleurs pressés", cta: "Commander" },
  es: { productDescription: "Una taza autocalentable que mantiene el café a la temperatura elegida hasta 80 minutos. Se carga en una base inalámbrica.", targetAudience: "quienes trabajan desde casa", cta: "Pedir ahora" },
};
const languages = ["en", "de", "fr", "es"];
const bodies = Array.from({ length: 144 }, (_, i) => ({ productName: "Aurora Smart Mug", ...BRIEFS[languages[i % 4]!]!, type: i % 36, tone: "Friendly", outputLanguage: languages[i % 4]!, emojiSelection: 2 as const, count: 5 }));
const call = (i: number) => { const b = bodies[i % bodies.length]!; generateAdTexts({ ...b, seed: i } as Parameters<typeof generateAdTexts>[0]); adTextWarnings(b); };
for (let i = 0; i < 300; i++) call(i); // warm-up (JIT, the brief cache, the vocabularies)
const per: number[] = [];
for (let round = 0; round < 5; round++) {
  const t = process.cpuUsage();
  for (let i = 0; i < 144; i++) call(1000 + round * 144 + i);
  const d = process.cpuUsage(t);
  per.push((d.user + d.system) / 1000 / 144);
}
per.sort((a, b) => a - b);
console.log(`${process.argv[2] ?? ""} ms CPU per call (5 texts): min ${per[0]!.toFixed(2)} median ${per[2]!.toFixed(2)} max ${per[4]!.toFixed(2)}`);
