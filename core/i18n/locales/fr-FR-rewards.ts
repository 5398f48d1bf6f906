import type { Messages } from "../translate.ts"

/** French: the rewards pages and the club link. */
export const frFRRewards = {
  "meta.accountRewards.title": "Vos points Treebo Club · Treebo Hotels",
  "meta.rewards.title": "Mon Treebo Club · Treebo Hotels",
  "meta.rewardsInfo.title": "Treebo Club : des récompenses à chaque séjour · Treebo Hotels",
  "meta.rewardsInfo.description":
    "Gagnez des points à chaque séjour terminé et dépensez-les lors de votre prochaine réservation : niveaux, avantages et conditions du Treebo Club.",

  "header.club.about": "Découvrir le Treebo Club",
  "header.club.mine": "Mon Treebo Club",

  "rewards.loading": "Chargement de vos points…",
  "rewards.loadFailed": "Nous n’avons pas pu charger vos points.",
  "rewards.retry": "Réessayer",
  "rewards.unavailable": "Le Treebo Club n’est pas disponible sur ce canal.",
  "rewards.balance": "Solde de points",
  "rewards.pointValue": "1 point = 1 ₹",
  "rewards.points": "{points} points",
  "rewards.tier": "Niveau",
  "rewards.tierName.silver": "Argent",
  "rewards.tierName.gold": "Or",
  "rewards.tierName.platinum": "Platine",
  "rewards.tierCard": "Membre {tier}",
  "rewards.staysThisYear": {
    one: "{count} séjour terminé ces 12 derniers mois",
    other: "{count} séjours terminés ces 12 derniers mois",
  },
  "rewards.toNextTier": {
    one: "Encore {count} séjour pour atteindre le niveau {tier}",
    other: "Encore {count} séjours pour atteindre le niveau {tier}",
  },
  "rewards.topTier": "Vous êtes au niveau le plus élevé",
  "rewards.totalSavings": "Économisé grâce aux points",
  "rewards.upcomingExpiry": "Prochaine expiration",
  "rewards.expiryLine": "{points} points le {date}",
  "rewards.noExpiry": "Aucun point n’expire",

  "rewards.account.heading": "Vos points Treebo Club",
  "rewards.statement.heading": "Relevé",
  "rewards.statement.empty":
    "Pas encore de points. Réservez en étant connecté et vos points arrivent après votre séjour.",
  "rewards.statement.credit": "Crédit",
  "rewards.statement.debit": "Débit",
  "rewards.statement.amount": "Montant",
  "rewards.statement.available": "Disponible",
  "rewards.statement.created": "Date de création",
  "rewards.statement.expires": "Expiration",
  "rewards.statement.perishable": "Promotionnels",
  "rewards.statement.status": "État",
  "rewards.statement.status.active": "Actif",
  "rewards.statement.status.consumed": "Utilisé",
  "rewards.statement.status.expired": "Expiré",
  "rewards.statement.status.completed": "Terminé",
  "rewards.statement.status.reversed": "Annulé",
  "rewards.statement.paidBy": "Payé avec",
  "rewards.statement.paidByCredit": "{amount} points de « {credit} »",

  "rewards.landing.heading": "Mon Treebo Club",
  "rewards.landing.earnHeading": "Comment gagner des points",
  "rewards.landing.earn":
    "Réservez sur le site en étant connecté : {percent} % de ce que vous payez pour un séjour vous revient en points à votre départ.",
  "rewards.landing.spendHeading": "Comment les dépenser",
  "rewards.landing.spend":
    "Au paiement, vos points règlent jusqu’à {percent} % de la note. Les points qui expirent le plus tôt sont utilisés en premier.",
  "rewards.landing.statementLink": "Voir votre relevé",
  "rewards.landing.infoLink": "Le Treebo Club : niveaux et conditions",

  "rewardsInfo.previous": "Image précédente",
  "rewardsInfo.next": "Image suivante",
  "rewardsInfo.slide": "Image {n} sur {total}",
  "rewardsInfo.ladder": "Niveaux d’adhésion",
  "rewardsInfo.notIncluded": "Non inclus",
  "rewardsInfo.footnote":
    "Sous réserve de disponibilité, de réservation hors périodes d’exclusion et des autres conditions générales.",
  "rewardsInfo.redeemHeading": "Comment utiliser vos points",
  "rewardsInfo.faqHeading": "Questions fréquentes",
  "rewardsInfo.appsHeading": "Téléchargez l’application Treebo",
  "rewardsInfo.playStore": "Disponible sur Google Play",
  "rewardsInfo.appStore": "Télécharger dans l’App Store",
  "rewardsInfo.tnc": "Conditions générales",
  "rewardsInfo.loading": "Chargement du Treebo Club…",
} satisfies Messages
