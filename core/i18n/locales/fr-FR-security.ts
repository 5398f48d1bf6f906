import type { Messages } from "../translate.ts"

/** French: the responsible-disclosure page. */
export const frFRSecurity = {
  "security.heading": "Politique de divulgation responsable",
  "security.intro":
    "Nous protégeons les réservations et les données de nos clients, et nous accueillons volontiers les signalements des chercheurs qui trouvent une faille. Cette page indique quoi tester, comment nous prévenir et ce que nous faisons en retour.",
  "security.scope.heading": "Périmètre",
  "security.scope.intro": "Signalez les problèmes concernant :",
  "security.scope.website": "Ce site, à son adresse principale et aux adresses des canaux de distribution",
  "security.scope.api": "L’API de réservation qu’appelle le site, sous /api/",
  "security.scope.apps": "Nos applications Android et iOS",
  "security.exclusions.heading": "Exclusions",
  "security.exclusions.intro": "Ceci est hors périmètre ; merci de ne pas le tester ni le signaler :",
  "security.exclusions.dos":
    "Déni de service, tests de charge et tout ce qui ralentit le site pour les clients",
  "security.exclusions.social":
    "Hameçonnage ou ingénierie sociale visant notre personnel, nos hôtels ou nos clients",
  "security.exclusions.physical": "Tentatives physiques sur nos bureaux ou nos hôtels",
  "security.exclusions.scanners": "Résultats de scanners sans preuve effective du problème",
  "security.exclusions.headers":
    "En-têtes ou attributs de cookie manquants dont vous ne pouvez pas montrer qu’ils causent un tort",
  "security.exclusions.thirdParty": "Les sites et services d’autres entreprises vers lesquels nous renvoyons",
  "security.data.heading": "Les données que nous ne voulons pas",
  "security.data.intro":
    "Arrêtez-vous dès que vous atteignez des données qui ne sont pas les vôtres, et dites-nous ce que vous avez vu.",
  "security.data.personal":
    "Données personnelles : n’ouvrez pas, ne téléchargez pas et ne gardez pas les noms, numéros de téléphone, adresses e-mail, pièces d’identité ou réservations d’autres personnes. Testez avec vos propres comptes et réservations.",
  "security.data.card":
    "Données de carte : ne nous envoyez jamais, et ne cherchez pas à obtenir, de numéros de carte ou d’autres données de paiement. Les paiements passent par notre passerelle de paiement, et nous ne conservons pas les numéros de carte.",
  "security.reporting.heading": "Signalement",
  "security.reporting.to": "Envoyez votre signalement par e-mail à",
  "security.reporting.body":
    "Indiquez-nous la page ou l’appel concerné, les étapes pour reproduire le problème et ce qu’un attaquant pourrait en faire. Un signalement par problème, s’il vous plaît.",
  "security.reporting.disclosure":
    "Laissez-nous 90 jours pour corriger le problème avant de publier quoi que ce soit à son sujet, et convenez de la date avec nous.",
  "security.commitments.heading": "Nos engagements",
  "security.commitments.acknowledge": "Nous accusons réception de votre signalement sous 3 jours ouvrés.",
  "security.commitments.update":
    "Nous vous disons ce que nous avons trouvé et vous tenons informé jusqu’à la correction du problème.",
  "security.commitments.legal":
    "Nous n’engageons aucune poursuite contre une recherche menée de bonne foi dans le cadre de cette politique.",
  "security.commitments.credit":
    "Avec votre accord, nous vous citons sur cette page une fois le problème corrigé.",
  "security.compensation.heading": "Aucune rémunération",
  "security.compensation.body":
    "Nous ne payons pas les signalements et n’offrons en échange ni prime, ni séjour, ni cadeau. Vous remercier ici est notre façon de vous dire merci.",
  "security.contributors.heading": "Contributeurs",
  "security.contributors.intro":
    "Les chercheurs qui ont signalé un problème et nous ont aidés à le corriger :",
  "security.contributors.none": "Personne n’est encore cité.",
} satisfies Messages
