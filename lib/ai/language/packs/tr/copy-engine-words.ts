import type { CopyEngineWords } from "../copy-engine-types";

/** Turkish words the copy engine's checks and openers use beside its patterns. */
export const copyEngineWords: CopyEngineWords = {
  /** Conjunctions a text may not end on, as a regular expression's alternatives (copy-engine/defects.ts). */
  conjunctions: "ve|veya|ama",
  /** Openers that make two texts of one call start differently without a claim (copy-engine/plain-frames.ts). */
  plainOpeners: ["Kısacası:", "İşte:", "Bir bakışta:", "Özetle:", "Ayrıntılar:", "Kısaca:", "Bilgi:", "Temel bilgiler:", "Detaylar:", "Not:"],
  /** Without a frame whitelist (the language joins its words into one): the stems of a frame that claim something (copy-engine/plain-frames.ts). */
  frameClaims: [
    "yeni", "sonunda", "artık", "şimdi", "bugün", "yarın", "dün", "en iyi", "daha iyi", "akıllı", "standart", "sadece", "yalnızca", "tek", "eşsiz",
    "her gün", "her", "hep", "asla", "ücretsiz", "bedava", "garanti", "söz", "güven", "herkes", "birçok", "geçiyor", "sev", "mükemmel", "fark",
    "değiştir", "sorun", "problem", "bıkt", "taviz", "bahane", "bekle", "kaçırma", "sonuç", "zahmetsiz", "basit", "kolay", "hafif", "sakin",
    "nokta", "dahili", "kanıt", "diğer", "alternatif", "hayal", "keyf", "hisset", "sonra", "önce", "karşılaştır", "duyuyoruz", "gerçek", "yardımcı",
    "ayrıntı", "neden", "hazır", "kalite", "özel", "nefes", "huzur", "zevk", "önemli", "merhaba", "zaman", "avantaj", "imza niteliğinde", "acele",
    "ilk günden", "belli",
  ],
};
