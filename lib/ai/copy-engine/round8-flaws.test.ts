import { describe, expect, it } from "vitest";
import { generateAdTexts } from "./generate";

// Found in the round-8 hold-out reading (bench/ad-copy-quality/labels-round8.json, issue #25), fixed after the 60
// texts were read and committed; the labelled texts stay as they were read.
const TUTORING = { productName: "Adım Akademi", productDescription: "ankara çankaya'da LGS ve YKS hazırlık. matematik, fizik ve kimya birebir veya 4 kişilik gruplarda. deneme sınavı her cumartesi. ilk ders ücretsiz, ders ücreti saati 600 TL'den başlar. hafta içi 15:00-21:00.", targetAudience: "lise öğrencileri ve veliler", cta: "Ücretsiz ders al" };
const TONES = ["Professional", "Authoritative", "Enthusiastic", "Urgent", "Friendly", "Witty", "Bold"];

describe("round 8: Turkish launch and ranking frames", () => {
  it("never says a tutoring centre 'has arrived' ('geldi'), 'raises the bar' or was 'designed for' its audience", () => {
    for (let type = 0; type < 36; type++) {
      const tone = TONES[type % TONES.length]!;
      for (const { value } of generateAdTexts({ ...TUTORING, type, tone, outputLanguage: "tr", emojiSelection: 0, count: 3, seed: 8300 + type })) {
        expect(value).not.toMatch(/Adım Akademi geldi|çıtayı yükseltiyor|için tasarlandı/u);
      }
    }
  });
});
