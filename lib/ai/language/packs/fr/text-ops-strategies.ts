import type { StrategyTexts } from "../text-ops-types";

/**
 * Français. Le nom du produit n'a jamais d'article et ne suit jamais « de » ou « que » (élision
 * impossible à prévoir) : sujet, après « avec », « pour », « sur », « par » ou deux-points.
 * Le public cible ne vient qu'après « pour ».
 */
export const fr: StrategyTexts = {
  scarcity: ["Rareté", "Montrez que {name} n'existe qu'en quantité limitée : pour {audience}, un stock réduit transforme l'intérêt en décision immédiate."],
  limitedTimeOffer: ["Offre à durée limitée", "Fixez une échéance claire à l'offre sur {name}, pour qu'attendre ne soit plus une option pour {audience}."],
  productLaunch: ["Lancement produit", "Présentez {name} comme une nouveauté : un moment de lancement rend {name} incontournable pour {audience}, avant que le fil ne défile."],
  curiosityTeaser: ["Teasing", "Dévoilez {name} détail par détail[, en commençant par ceci : {fact}] : pour {audience}, le mystère donne envie de découvrir la suite."],
  socialProof: ["Preuve sociale", "Montrez combien de personnes utilisent déjà {name} : pour {audience}, le choix de leurs pairs pèse plus lourd qu'une promesse publicitaire."],
  customerReviews: ["Avis clients", "Affichez les notes et de courts avis sur {name} directement dans l'annonce, pour que la preuve arrive avant le clic pour {audience}."],
  ugc: ["Contenu créé par les clients", "Mettez en avant de vraies photos et vidéos de clients avec {name} ; pour {audience}, ce contenu de pairs se fond naturellement dans le fil."],
  testimonials: ["Témoignages", "Citez un client qui raconte son résultat avec {name}, avec les mots qui comptent pour {audience}."],
  influencer: ["Partenariat influenceur", "Confiez à un créateur suivi par votre cible le soin de montrer {name} au quotidien : pour {audience}, la confiance empruntée va vite."],
  caseStudy: ["Étude de cas", "Racontez comment un client a utilisé {name}, avec le point de départ, les chiffres et le résultat : pour {audience}, seules les preuves comptent."],
  expertEndorsement: ["Recommandation d'expert", "La recommandation d'un expert reconnu donne à {name} une crédibilité qui pèse pour {audience}."],
  comparison: ["Comparaison", "Placez {name} face à l'alternative habituelle[ – la différence : {fact}], pour que l'écart saute aux yeux pour {audience}."],
  beforeAfter: ["Avant/après", "Montrez la situation avant et après {name}[ : {fact}] ; pour {audience}, un changement visible vaut mieux que toutes les promesses."],
  problemSolution: ["Problème et solution", "Ouvrez sur le problème que connaissent bien les personnes visées, puis présentez {name} comme la solution pour {audience}[ : {fact}]."],
  bundle: ["Offre groupée", "Associez {name} à ses compléments naturels dans un pack à prix réduit : plus de valeur en une seule décision pour {audience}."],
  discount: ["Réduction", "Mettez en avant une économie concrète sur {name} ; un avantage de prix net convainc quand la comparaison a déjà commencé pour {audience}."],
  freeShipping: ["Livraison gratuite", "Proposez la livraison gratuite sur {name} : pour {audience}, les frais surprises au paiement sont une cause fréquente de panier abandonné."],
  subscribeSave: ["Abonnement avantageux", "Proposez {name} en abonnement avec une remise, pour que {name} ne manque jamais pour {audience} et que chaque commande se renouvelle."],
  freeTrial: ["Essai gratuit", "Faites essayer {name} gratuitement : pour {audience}, l'essai convainc mieux que n'importe quelle description."],
  moneyBackGuarantee: ["Satisfait ou remboursé", "Une garantie satisfait ou remboursé sur {name} retire tout risque au premier achat pour {audience}."],
  productDemo: ["Démonstration produit", "Montrez {name} en action dans une courte vidéo[ : {fact}] ; pour {audience}, voir c'est croire."],
  featureSpotlight: ["Zoom sur une fonctionnalité", "Consacrez chaque annonce à un seul point fort[ : {fact}] ; avec {name}, un message unique et clair reste en tête pour {audience}."],
  howTo: ["Tutoriel", "Enseignez quelque chose d'utile avec {name} en trois étapes rapides : pour {audience}, une annonce utile est une annonce qu'on retient."],
  founderStory: ["Histoire du fondateur", "Racontez pourquoi {name} existe et qui se cache derrière ; une histoire vraie donne une raison de s'attacher à la marque pour {audience}."],
  behindTheScenes: ["Coulisses", "Montrez comment {name} est fabriqué, testé et emballé ; cette transparence crée la confiance pour {audience}."],
  sustainability: ["Développement durable", "Soulignez ce qui rend {name} plus respectueux de la planète[ : {fact}] ; pour {audience}, les valeurs guident de plus en plus les achats."],
  lifestyle: ["Art de vivre", "Montrez {name} dans la vie rêvée pour {audience}, pas sur un fond neutre : on achète un moment, pas un objet."],
  transformation: ["Transformation", "Racontez le changement qu'apporte {name}[ : {fact}] ; pour {audience}, le résultat compte plus que les caractéristiques."],
  exclusivity: ["Exclusivité", "Positionnez {name} comme un privilège réservé à quelques-uns : un accès limité rend {name} désirable pour {audience}."],
  seasonal: ["Campagne saisonnière", "Associez {name} à la saison ou à la prochaine fête, au moment où l'envie d'acheter est déjà là pour {audience}."],
  giftGuide: ["Idée cadeau", "Présentez {name} comme la réponse à la quête du cadeau idéal, pour {audience} et pour ceux qui leur font des cadeaux."],
  giveaway: ["Jeu-concours", "Faites gagner {name} à quelques participants : pour {audience}, participer est un petit pas, et vous gagnez en portée et en contacts."],
  referral: ["Programme de parrainage", "Récompensez les clients qui font découvrir {name} à leurs amis : pour {audience}, le conseil d'un ami vaut mieux qu'une publicité."],
  community: ["Communauté", "Créez autour de {name} une communauté où l'on partage conseils, progrès et résultats : un lieu de rencontre pour {audience}."],
};
