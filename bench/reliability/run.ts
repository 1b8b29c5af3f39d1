/**
 * `npm run reliability [-- --quick] [part…]`: the reliability parts (all, or those named), each
 * printing what it found and recording its section in docs/reliability.md. Needs a production
 * build (`npm run build`); PostgreSQL parts use the machine's PostgreSQL when it is reachable.
 * Exits non-zero when a part missed its bar.
 */
import { crashCredits } from "./crash-credits";
import { crashDelivery } from "./crash-delivery";
import { crashGeneration } from "./crash-generation";
import { crashMigration } from "./crash-migration";
import { databaseOutage } from "./database-outage";
import { mixedLoad } from "./mixed-load";
import { hardeningParts } from "./parts";
import { writePartSection, type ReliabilityPart } from "./part";

/** Every part, in the order they run. Add a part here (crash, load, fuzz, tenant matrix, memory…). */
const parts: ReliabilityPart[] = [crashDelivery, crashGeneration, crashCredits, crashMigration, databaseOutage, mixedLoad, ...hardeningParts];

const args = process.argv.slice(2);
const options = { quick: args.includes("--quick") };
const wanted = args.filter((a) => !a.startsWith("--"));
const failed: string[] = [];
for (const part of parts) {
  if (wanted.length && !wanted.includes(part.name)) continue;
  console.log(`\n━━ reliability: ${part.name} ━━`);
  try {
    const result = await part.run(options);
    console.log(result.markdown);
    writePartSection(part, result, options);
    if (!result.ok) failed.push(part.name);
  } catch (error) {
    console.error(`[${part.name}] could not run: ${(error as Error).stack ?? error}`);
    failed.push(part.name);
  }
}
console.log(failed.length ? `\nFAILED: ${failed.join(", ")}` : "\nAll parts passed; recorded in docs/reliability.md");
process.exit(failed.length ? 1 : 0);
