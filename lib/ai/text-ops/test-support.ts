import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Font Awesome 6 free class strings from the installed package's metadata: a top-level key per
 * icon with the styles the free set has ("fa-solid fa-bolt"). Parsed by hand: the file is simple
 * YAML and the project has no YAML parser of its own.
 */
export function freeFontAwesomeClasses(): Set<string> {
  const file = path.join(process.cwd(), "node_modules/@fortawesome/fontawesome-free/metadata/icons.yml");
  const classes = new Set<string>();
  let icon: string | null = null;
  let inStyles = false;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const top = /^'?([a-z0-9-]+)'?:\s*$/.exec(line);
    if (top) {
      icon = top[1]!;
      inStyles = false;
    } else if (/^ {2}styles:\s*$/.test(line)) {
      inStyles = true;
    } else if (inStyles && /^ {4}- /.test(line)) {
      classes.add(`fa-${line.trim().slice(2)} fa-${icon}`);
    } else if (/^ {2}\S/.test(line)) {
      inStyles = false;
    }
  }
  return classes;
}

/** Products the tests write for: a rich English brief, a thin one, and one per language. */
export const BRIEFS = {
  en: { productName: "Aurora Smart Mug", productDescription: "A self-heating mug that keeps coffee at your chosen temperature for up to 80 minutes. Charges on a wireless coaster. Dishwasher-safe ceramic coating.", targetAudience: "busy remote workers", cta: "Order now" },
  de: { productName: "Aurora Smart Mug", productDescription: "Hält Kaffee bis zu 80 Minuten auf deiner Wunschtemperatur. Lädt kabellos auf dem Untersetzer.", targetAudience: "Menschen im Homeoffice", cta: "Jetzt bestellen" },
  fr: { productName: "Aurora Smart Mug", productDescription: "Garde le café à la température choisie jusqu'à 80 minutes. Se recharge sur un socle sans fil.", targetAudience: "les télétravailleurs pressés", cta: "Commander" },
  es: { productName: "Aurora Smart Mug", productDescription: "Mantiene el café a la temperatura elegida hasta 80 minutos. Se carga en una base inalámbrica.", targetAudience: "quienes trabajan desde casa", cta: "Comprar ahora" },
  it: { productName: "Aurora Smart Mug", productDescription: "Mantiene il caffè alla temperatura scelta fino a 80 minuti. Si ricarica su una base wireless.", targetAudience: "chi lavora da casa", cta: "Acquista ora" },
  pt: { productName: "Aurora Smart Mug", productDescription: "Mantém o café na temperatura escolhida por até 80 minutos. Carrega em uma base sem fio.", targetAudience: "quem trabalha de casa", cta: "Compre agora" },
  nl: { productName: "Aurora Smart Mug", productDescription: "Houdt koffie tot 80 minuten op je gekozen temperatuur. Laadt draadloos op een onderzetter.", targetAudience: "thuiswerkers", cta: "Bestel nu" },
  tr: { productName: "Aurora Smart Mug", productDescription: "Kahveyi 80 dakikaya kadar seçtiğiniz sıcaklıkta tutar. Kablosuz altlıkta şarj olur.", targetAudience: "evden çalışanlar", cta: "Hemen satın al" },
} as const;

export const THIN_BRIEF = { productName: "Nimbus", productDescription: "Umbrella.", targetAudience: "x".repeat(200), cta: "Buy" };

/** Words no output may hold: unfilled placeholders and optional-part brackets. */
export const RESIDUE = /[{}[\]]|undefined|null/u;
