import type { StrategyTexts } from "../text-ops-types";

/**
 * Türkçe. Ürün adı hiçbir ek almaz (ünlü uyumu öngörülemez): özne olarak, "ile", "için" gibi
 * edatlarla ya da "{name} ürününü" gibi ekin "ürün" kelimesine geldiği kalıplarla kullanılır.
 * Hedef kitle yalnızca "için" ile gelir.
 */
export const tr: StrategyTexts = {
  scarcity: ["Sınırlı stok", "{name} ürününün sınırlı sayıda olduğunu gösterin: {audience} için az stok, ilgiyi bugün verilen bir karara dönüştürür."],
  limitedTimeOffer: ["Süreli kampanya", "{name} için yapılan teklife net bir son tarih koyun; böylece {audience} için beklemek artık bir seçenek olmaz."],
  productLaunch: ["Ürün lansmanı", "{name} ürününü bir yenilik olarak sunun: lansman anı, akış kaymadan önce {audience} için dikkat çeker."],
  curiosityTeaser: ["Merak uyandıran teaser", "{name} ürününü adım adım tanıtın[, önce şununla başlayın: {fact}]: {audience} için merak, devamını görme isteği uyandırır."],
  socialProof: ["Sosyal kanıt", "{name} ürününü şimdiden kaç kişinin kullandığını gösterin: {audience} için benzer insanların seçimi, her reklam vaadinden ağır basar."],
  customerReviews: ["Müşteri yorumları", "{name} için yıldız puanlarını ve kısa yorumları doğrudan reklama koyun; böylece kanıt, {audience} için tıklamadan önce görünür."],
  ugc: ["Kullanıcı içerikleri", "Müşterilerin {name} ile çektiği gerçek fotoğraf ve videoları öne çıkarın; {audience} için benzer insanların içeriği akışta doğal görünür."],
  testimonials: ["Müşteri referansları", "{name} ile elde ettiği sonucu anlatan bir müşteriden alıntı yapın, {audience} için önemli olan kelimelerle."],
  influencer: ["Influencer iş birliği", "Güvenilen bir içerik üreticisinin {name} ürününü günlük hayatta göstermesini sağlayın: {audience} için ödünç alınan güven hızlı işler."],
  caseStudy: ["Vaka çalışması", "Bir müşterinin {name} ile neler başardığını başlangıç noktası, rakamlar ve sonuçla anlatın: {audience} için önemli olan kanıttır."],
  expertEndorsement: ["Uzman onayı", "Tanınmış bir uzmanın tavsiyesi, {name} ürününe {audience} için önemli bir güvenilirlik kazandırır."],
  comparison: ["Karşılaştırma", "{name} ürününü alışılmış alternatifle yan yana koyun[; fark şu: {fact}], böylece {audience} için fark bir bakışta anlaşılır."],
  beforeAfter: ["Öncesi ve sonrası", "{name} öncesini ve sonrasını gösterin[: {fact}]; {audience} için görünür bir değişim her vaatten daha çok şey anlatır."],
  problemSolution: ["Sorun ve çözüm", "İyi bilinen sorunla açın, ardından {name} ürününü {audience} için çıkış yolu olarak sunun[: {fact}]."],
  bundle: ["Paket teklif", "{name} ürününü tamamlayıcılarıyla birlikte paket fiyatına sunun: {audience} için tek kararda daha fazla değer."],
  discount: ["İndirim", "{name} için somut bir tasarrufu öne çıkarın; {audience} için karşılaştırma zaten başlamışken net bir fiyat avantajı ikna eder."],
  freeShipping: ["Ücretsiz kargo", "{name} için ücretsiz kargo sunun: {audience} için ödeme adımındaki beklenmedik masraflar, sepeti terk etmenin sık bir nedenidir."],
  subscribeSave: ["Abonelikle tasarruf", "{name} ürününü indirimli abonelikle sunun; böylece {audience} için hiç bitmez ve her sipariş kendiliğinden tekrarlanır."],
  freeTrial: ["Ücretsiz deneme", "{name} ürününü ücretsiz denetin: {audience} için kullanmak, her açıklamadan daha ikna edicidir."],
  moneyBackGuarantee: ["Para iade garantisi", "{name} için para iade garantisi, {audience} için ilk satın almadaki riski ortadan kaldırır."],
  productDemo: ["Ürün demosu", "{name} ürününü kısa bir videoda iş başında gösterin[: {fact}]; {audience} için görmek inanmaktır."],
  featureSpotlight: ["Öne çıkan özellik", "Her reklamı {name} ürününün tek bir güçlü yanına ayırın[: {fact}]; {audience} için tek ve net bir mesaj akılda kalır."],
  howTo: ["Nasıl yapılır içeriği", "{name} ile yapılabilecek faydalı bir şeyi üç hızlı adımda öğretin: {audience} için faydalı bir reklam, hatırlanan reklamdır."],
  founderStory: ["Kurucu hikâyesi", "{name} ürününün neden var olduğunu ve arkasında kimin olduğunu anlatın; gerçek bir hikâye, {audience} için markayı önemsemeye bir neden verir."],
  behindTheScenes: ["Kamera arkası", "{name} ürününün nasıl üretildiğini, test edildiğini ve paketlendiğini gösterin; bu şeffaflık {audience} için güven yaratır."],
  sustainability: ["Sürdürülebilirlik", "{name} ürününü gezegen için daha iyi kılan şeyi öne çıkarın[: {fact}]; {audience} için değerler, satın alma kararlarını giderek daha çok belirliyor."],
  lifestyle: ["Yaşam tarzı", "{name} ürününü düz bir fon yerine {audience} için hayal edilen hayatın içinde gösterin: insanlar nesneyi değil, anı satın alır."],
  transformation: ["Dönüşüm", "{name} ile gelen değişimi anlatın[: {fact}]; {audience} için sonuç, özelliklerden daha önemlidir."],
  exclusivity: ["Ayrıcalık", "{name} ürününü herkesin sahip olamayacağı bir şey olarak konumlandırın: sınırlı erişim, {audience} için arzuyu artırır."],
  seasonal: ["Sezonluk kampanya", "{name} ürününü sezona ya da yaklaşan bayrama bağlayın; {audience} için alışveriş isteği zaten o dönemde vardır."],
  giftGuide: ["Hediye fikri", "{name} ürününü hediye arayışının cevabı olarak sunun; hem {audience} için hem de onlara hediye alanlar için."],
  giveaway: ["Çekiliş", "Birkaç kazanana {name} hediye edin: {audience} için katılmak küçük bir adımdır, siz de erişim ve yeni kişiler kazanırsınız."],
  referral: ["Tavsiye programı", "Arkadaşlarını {name} ile tanıştıran müşterileri ödüllendirin: {audience} için bir arkadaşın tavsiyesi her reklamdan üstündür."],
  community: ["Topluluk", "{name} etrafında ipuçlarının, ilerlemelerin ve sonuçların paylaşıldığı bir topluluk kurun: {audience} için bir buluşma noktası."],
};
