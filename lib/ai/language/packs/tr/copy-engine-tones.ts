import type { ToneLines } from "../copy-engine-types";

/**
 * Turkish lines of each tone (see tones-lines.ts). The name takes no suffix, so it stands alone
 * before a colon or dash or as a sentence's subject; facts after a colon or as their own
 * sentence; verbs switch with {siz|sen}.
 */
export const TONE_LINES_TR: ToneLines = {
  professional: {
    hook: ["Önce rakam: {number}. İşte {name}.", "Tek cümleyle {name}: {benefit}."],
    benefit: ["Pratikteki sonuç: {benefit}."],
    feature: ["Standart olarak dahil: {feature}."],
    cta: ["{Cta}: ayrıntılar {url} adresinde.", "{Cta}."],
  },
  informal: {
    hook: ["Bak şimdi: {name} – {benefit}.", "Kısacası: {name}. {Benefit}."],
    benefit: ["İşin güzel yanı: {benefit}."],
    feature: ["Üstelik: {feature}."],
    cta: ["Hadi: {cta}.", "{Cta}, değer."],
  },
  friendly: {
    hook: ["{name}: {benefit}."],
    benefit: ["Bunu {seveceksiniz|seveceksin}: {benefit}."],
    feature: ["Özenli bir ayrıntı: {feature}."],
    cta: ["{Cta}, yardım için buradayız.", "{Cta}. {Sizi|Seni} bekliyoruz!"],
  },
  witty: {
    hook: ["İyi haber, kötü haber. Kötüsü: yok. İyisi: {name}.", "Sihir yok. Sadece {name}: {benefit}."],
    benefit: ["İşin sürprizi? {Benefit}."],
    feature: ["Gizli yetenek: {feature}."],
    cta: ["{Cta}. Eski yöntem {sizi|seni} özlemeyecek.", "{Cta}. Gelecekteki {haliniz|halin} şimdiden onaylıyor."],
  },
  persuasive: {
    hook: ["{name} lehine tek neden yeter: {benefit}."],
    benefit: ["Tek başına fark yaratır: {benefit}."],
    feature: ["Buna bir de şu eklenir: {feature}."],
    cta: ["{Cta}."],
  },
  luxurious: {
    hook: ["Farkı hissedenler için: {name}.", "{name}. Ustalıkla düşünülmüş."],
    benefit: ["Sessiz bir söz, tutulmuş: {benefit}."],
    feature: ["İmza niteliğinde bir ayrıntı: {feature}."],
    cta: ["{Cta}, hiç acele etmeden."],
  },
  bold: {
    hook: ["{name}. Nokta. {Benefit}.", "Tavizsiz: {name}."],
    benefit: ["{Benefit}."],
    feature: ["{Feature}. Hazır."],
    cta: ["{Cta}."],
  },
  empathetic: {
    hook: ["Zaten çok şey {yapıyorsunuz|yapıyorsun}. {name} {yükünüzü|yükünü} hafifletir: {benefit}."],
    benefit: ["Bir dert eksik: {benefit}."],
    feature: ["Küçük şeyleri de düşündük: {feature}."],
    cta: ["{Cta}, {size|sana} uygun olduğunda.", "{Cta}. Hiç baskı yok."],
  },
  urgent: {
    hook: ["Şimdi: {name} – {benefit}!", "{Number}, hem de hemen: {name}!"],
    benefit: ["Bugünden itibaren: {benefit}."],
    feature: ["Hemen hazır: {feature}."],
    cta: [["{Cta} – bugün, bir gün değil.", "not-luxury"], "{Cta}. Beklemeden."],
  },
  inspirational: {
    hook: ["Sırada ne olduğunu hayal {edin|et}. {name}: {benefit}."],
    benefit: ["Ve birden bir kapı açılır: {benefit}."],
    feature: ["Daha ileri gitmek için: {feature}."],
    cta: ["{Cta}. İlk adım önemli.", "{Cta}: yeni sayfa burada başlıyor."],
  },
  playful: {
    hook: ["Tadaa! {name}: {benefit}.", "Bil bakalım kim geldi? {name}!"],
    benefit: ["Bonus tur: {benefit}!"],
    feature: ["Minik bilgi: {feature}."],
    cta: ["{Cta}, parti başlasın!", "{Cta}, lütfen lütfen!"],
  },
  authoritative: {
    hook: ["{name} tek bir ilkeye dayanır: {benefit}."],
    benefit: ["Temel işlev: {benefit}."],
    feature: ["Teknik temel: {feature}."],
    cta: ["{Cta}. Gerisi gelir.", "{Cta}: standardı {belirleyin|belirle}."],
  },
  calm: {
    hook: ["Daha az telaş, daha çok huzur: {name}.", "Sakin sakin: {name} – {benefit}."],
    benefit: ["Zahmetsizce: {benefit}."],
    feature: ["Gerektiğinde orada: {feature}."],
    cta: ["{Cta}, {size|sana} uyduğunda.", "{Cta}. Ve derin bir nefes."],
  },
  enthusiastic: {
    hook: ["Çok heyecanlıyız: {name} – {benefit}!", "Vay: {benefit}! İşte {name}."],
    benefit: ["Ve en güzeli: {benefit}!"],
    feature: ["Bayıldık: {feature}!"],
    cta: ["{Cta}, {bayılacaksınız|bayılacaksın}!", "{Cta}. {Aramıza katılın|Aramıza katıl}!"],
  },
  minimalist: {
    hook: ["{name}. Kısaca: {benefit}."],
    benefit: ["Sonuç: {benefit}."],
    feature: ["{Feature}. Bu kadar."],
    cta: ["{Cta}. Basit.", "{Cta}. Tamam."],
  },
};
