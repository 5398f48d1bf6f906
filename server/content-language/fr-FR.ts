import type { ContentTranslations } from "./translations.ts"

/**
 * French for the API's display content (ADR 097). Words French writes as English does (Parking,
 * Restaurant, Spa, Bar, Suite, Excellent) are left out: the English is already right. Programme
 * and brand names (SafeStay, CleanPlus, Treebo) stay as they are.
 */

/** Words French writes as English does; they have no entry, the English stays. */
export const SAME_IN_FRENCH: ReadonlySet<string> = new Set([
  "Parking",
  "Restaurant",
  "Spa",
  "Bar",
  "Suite",
  "Excellent",
])

const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

const amenities = {
  "Free Wi-Fi": "Wi-Fi gratuit",
  "Power Backup": "Groupe électrogène",
  Elevator: "Ascenseur",
  CCTV: "Vidéosurveillance",
  "24x7 Front Desk": "Réception 24h/24",
  "Room Service": "Service en chambre",
  Laundry: "Blanchisserie",
  "Complimentary Breakfast": "Petit-déjeuner offert",
  "Card Payment": "Paiement par carte",
  "Doctor on Call": "Médecin sur appel",
  "Banquet Hall": "Salle de réception",
  "Conference Room": "Salle de conférence",
  "Swimming Pool": "Piscine",
  Gym: "Salle de sport",
  "Airport Shuttle": "Navette aéroport",
  "Travel Desk": "Bureau d'excursions",
  "Air Conditioning": "Climatisation",
  Television: "Télévision",
  Geyser: "Chauffe-eau",
  Wardrobe: "Armoire",
  "Work Desk": "Bureau",
  "Electric Kettle": "Bouilloire électrique",
  "Mini Fridge": "Mini-réfrigérateur",
  "Hair Dryer": "Sèche-cheveux",
  Iron: "Fer à repasser",
  Bathtub: "Baignoire",
  Balcony: "Balcon",
  Safe: "Coffre-fort",
  Sofa: "Canapé",
}

const catalogue = {
  "Business Travel": "Voyages d'affaires",
  "Family Stays": "Séjours en famille",
  "Budget Friendly": "Petits budgets",
  "Free Breakfast": "Petit-déjeuner offert",
  "Long Stays": "Longs séjours",
  Workcations: "Séjours télétravail",
  "Weekend Getaways": "Escapades du week-end",

  "Couple Friendly": "Couples bienvenus",
  "Unmarried couples welcome": "Couples non mariés bienvenus",
  "Unmarried couples may check in together with valid photo ID for both guests.":
    "Les couples non mariés peuvent s'enregistrer ensemble sur présentation d'une pièce d'identité avec photo valide pour chacun.",
  "Local ID allowed": "Pièce d'identité locale acceptée",
  "Guests from this city may stay": "Les habitants de la ville peuvent séjourner",
  "Photo ID with an address in the same city as the hotel is accepted at check-in.":
    "Une pièce d'identité avec photo indiquant une adresse dans la ville de l'hôtel est acceptée à l'arrivée.",
  "Pets allowed": "Animaux acceptés",
  "Small pets on request": "Petits animaux sur demande",
  "Small pets may stay in the room when the front desk is told at booking.":
    "Les petits animaux peuvent séjourner dans la chambre si la réception en est informée à la réservation.",
  "Smoking rooms": "Chambres fumeurs",
  "Smoking in designated rooms only": "Fumer uniquement dans les chambres prévues",
  "Smoking is allowed only in rooms marked as smoking rooms and in the open areas set aside for it.":
    "Il est permis de fumer uniquement dans les chambres fumeurs et dans les espaces extérieurs prévus à cet effet.",
  "Alcohol allowed": "Alcool autorisé",
  "Alcohol may be consumed in rooms": "Alcool autorisé en chambre",
  "Guests may consume alcohol inside their rooms; local laws on dry days apply.":
    "Les clients peuvent consommer de l'alcool dans leur chambre ; la législation locale sur les jours sans alcool s'applique.",
  "Outside food allowed": "Nourriture extérieure autorisée",
  "Bring your own food": "Apportez vos propres repas",
  "Food from outside may be brought into rooms; it may not be eaten in the restaurant.":
    "Les repas venus de l'extérieur peuvent être apportés en chambre, mais pas consommés au restaurant.",

  "Wheelchair ramp at entrance": "Rampe d'accès pour fauteuil roulant à l'entrée",
  "Elevator to all floors": "Ascenseur desservant tous les étages",
  "Rooms on the ground floor": "Chambres au rez-de-chaussée",
  "Bathroom with grab rails": "Salle de bains avec barres d'appui",
  "Braille signage": "Signalétique en braille",

  Hotel: "Hôtel",
  Homestay: "Maison d'hôtes",

  "Budget Hotels": "Hôtels petit budget",
  "Couple Friendly Hotels": "Hôtels qui accueillent les couples",
  "Hotels with Free Breakfast": "Hôtels avec petit-déjeuner offert",
  "Hotels that accept Local ID": "Hôtels qui acceptent les pièces d'identité locales",
  "Pet Friendly Hotels": "Hôtels qui acceptent les animaux",
  Homestays: "Maisons d'hôtes",
  "Premium Hotels": "Hôtels Premium",

  Cleanliness: "Propreté",
  Staff: "Personnel",
  Location: "Emplacement",
  "Value for money": "Rapport qualité-prix",
  Room: "Chambre",
  "Sleep quality": "Qualité du sommeil",
  "Very good": "Très bien",
  Good: "Bien",
  Average: "Moyen",
  Poor: "Médiocre",
  "No reviews yet": "Pas encore d'avis",
}

/** Room type names, Suite included for the room descriptions' patterns. */
const roomTypes: Readonly<Record<string, string>> = {
  "Classic Room": "Chambre Classique",
  "Standard Room": "Chambre Standard",
  "Deluxe Room": "Chambre Deluxe",
  "Premium Room": "Chambre Premium",
  Suite: "Suite",
}

/** core/account/booking-history.ts: a booking's status as a traveller reads it. */
const bookingStatuses = {
  "Awaiting payment": "En attente de paiement",
  Reserved: "Réservée",
  Confirmed: "Confirmée",
  Failed: "Échouée",
  Expired: "Expirée",
  Cancelled: "Annulée",
  "Checked in": "Arrivée enregistrée",
  "Checked out": "Séjour terminé",
  "No show": "Non présenté",
}

const pricing = {
  Refundable: "Remboursable",
  "Non-Refundable": "Non remboursable",
  "Non-refundable": "Non remboursable",
  Breakfast: "Petit-déjeuner",
  Lunch: "Déjeuner",
  Dinner: "Dîner",
  "Free cancellation up to 24 hours before check-in, otherwise one night's tariff is charged.":
    "Annulation gratuite jusqu'à 24 heures avant l'arrivée ; au-delà, une nuit est facturée.",
  "Non-refundable: 100% of the booking amount is charged on cancellation.":
    "Non remboursable : 100% du montant de la réservation est facturé en cas d'annulation.",
  "Free cancellation up to 5 days (120 hours) before check-in, otherwise the full amount is charged.":
    "Annulation gratuite jusqu'à 5 jours (120 heures) avant l'arrivée ; au-delà, le montant total est facturé.",
  "Free cancellation up to 24 hours before check-in": "Annulation gratuite jusqu'à 24 heures avant l'arrivée",
  "Free cancellation up to 5 days before check-in": "Annulation gratuite jusqu'à 5 jours avant l'arrivée",

  "10% off any stay": "10% de réduction sur tout séjour",
  "20% off stays of 3 nights or more": "20% de réduction sur les séjours de 3 nuits ou plus",
  "15% off for signed-in members, on top of the member price":
    "15% de réduction pour les membres connectés, en plus du tarif membre",
  "12% off bookings made on the website": "12% de réduction sur les réservations faites sur le site",
  "25% off monsoon stays booked in 2025 (expired)":
    "25% de réduction sur les séjours de mousson réservés en 2025 (expiré)",
  "₹500 off a room price of ₹3,000 or more before tax":
    "₹500 de réduction pour un prix de chambre hors taxes de ₹3,000 ou plus",
  "20% off, up to ₹1,000": "20% de réduction, jusqu'à ₹1,000",
  "15% off your first booking with it: once per guest":
    "15% de réduction sur votre première réservation avec ce code : une fois par client",
  "₹1,000 off a room price of ₹2,000 or more, for the first 3 bookings only":
    "₹1,000 de réduction pour un prix de chambre de ₹2,000 ou plus, sur les 3 premières réservations uniquement",

  "5% cashback on UPI": "5% de cashback avec UPI",
  "5% cashback up to ₹150 when you pay ₹1,000 or more by UPI":
    "5% de cashback jusqu'à ₹150 pour un paiement de ₹1,000 ou plus par UPI",
  "10% cashback on credit cards": "10% de cashback sur les cartes de crédit",
  "10% cashback up to ₹500 on credit cards when you pay ₹3,000 or more":
    "10% de cashback jusqu'à ₹500 par carte de crédit pour un paiement de ₹3,000 ou plus",
}

/** Landing, hotel-page and checkout blocks; sentences with a number are patterns below. */
const blocks = {
  "The price you see is the price you pay": "Le prix affiché est le prix payé",
  "If a price changes, we tell you before you pay.":
    "Si un prix change, nous vous prévenons avant le paiement.",
  "Pay now or at the hotel": "Payez maintenant ou à l'hôtel",
  "Pay online when you book, or choose Pay at Hotel and settle up when you check in.":
    "Payez en ligne à la réservation, ou choisissez le paiement à l'hôtel et réglez à votre arrivée.",
  "Free cancellation on refundable plans": "Annulation gratuite sur les tarifs remboursables",
  "Non-refundable plans cost less instead.": "Les tarifs non remboursables coûtent moins cher.",
  "No false urgency": "Pas de fausse urgence",
  "“Only a few rooms left” appears only when it is true: it is counted from live inventory.":
    "« Plus que quelques chambres » ne s'affiche que si c'est vrai : le compte vient des disponibilités en temps réel.",
  "Joining is free.": "L'inscription est gratuite.",
  "Choose it on the hotel page.": "Choisissez-le sur la page de l'hôtel.",
  "Join Treebo Club for free": "Rejoignez Treebo Club gratuitement",
  "Create an account": "Créer un compte",
  "Hotels and homestays across India, booked direct":
    "Hôtels et maisons d'hôtes partout en Inde, réservés en direct",
  "Search by city, neighbourhood or landmark, compare rooms with the full price shown upfront, and book in a few steps.":
    "Cherchez par ville, quartier ou lieu d'intérêt, comparez les chambres au prix complet affiché d'emblée et réservez en quelques étapes.",
  "Sign in before you book": "Connectez-vous avant de réserver",

  "Every stay includes": "Chaque séjour comprend",
  "In every room and the lobby, at no extra cost.": "Dans toutes les chambres et le hall, sans supplément.",
  "Someone at the desk round the clock.": "Quelqu'un à la réception jour et nuit.",
  "Lights, fans and Wi-Fi stay on in a power cut.":
    "Lumière, ventilateurs et Wi-Fi restent allumés en cas de coupure de courant.",
  "Entrances and corridors are watched day and night.": "Entrées et couloirs surveillés jour et nuit.",
  "Check-in 12 pm, check-out 11 am": "Arrivée à 12h, départ à 11h",
  "The same times in every hotel.": "Les mêmes horaires dans tous les hôtels.",
  "Why book direct": "Pourquoi réserver en direct",
  "Pay at the hotel": "Paiement à l'hôtel",
  "Hold the room now and pay when you check in, where the hotel offers it.":
    "Réservez la chambre maintenant et payez à votre arrivée, dans les hôtels qui le proposent.",
  "Free cancellation": "Annulation gratuite",
  "Pay with Treebo Points": "Payez avec vos Treebo Points",
  "How to use your points": "Comment utiliser vos points",
  "Sign in": "Connectez-vous",
  "Sign in before checkout: points belong to your account.":
    "Connectez-vous avant le paiement : les points sont liés à votre compte.",
  "Switch on your points": "Activez vos points",
  "Pay the rest": "Payez le reste",
  "Pay the balance now or at the hotel, as you prefer.":
    "Réglez le solde maintenant ou à l'hôtel, comme vous préférez.",
  "Points that expire soonest are used first.":
    "Les points qui expirent le plus tôt sont utilisés en premier.",
  "Cancel the booking and the points come back to your wallet.":
    "Si vous annulez la réservation, les points reviennent dans votre portefeuille.",
  "Verify your mobile number": "Vérifiez votre numéro de mobile",
  "Didn't get it?": "Rien reçu ?",
  "We never ask for this code on a call. Do not share it with anyone.":
    "Nous ne vous demanderons jamais ce code par téléphone. Ne le communiquez à personne.",

  Home: "Accueil",
  Cities: "Villes",
  "Hotels in every city we serve": "Des hôtels dans toutes nos villes",
  "Hotels in every city we serve · Treebo Hotels": "Des hôtels dans toutes nos villes · Treebo Hotels",
  "Treebo Hotels: book hotels across India": "Treebo Hotels : réservez des hôtels partout en Inde",
  "Book budget and mid-range hotels and homestays across India directly, with the full price shown upfront.":
    "Réservez en direct des hôtels économiques et de milieu de gamme et des maisons d'hôtes partout en Inde, avec le prix complet affiché d'emblée.",
  "See the full price upfront and book direct.": "Prix complet affiché d'emblée, réservation en direct.",
}

/** The description's amenity highlights (fixtures/generate/describe.ts), in the order it lists them. */
const highlights: ReadonlyArray<readonly [english: string, french: string]> = [
  ["an in-house restaurant", "un restaurant sur place"],
  ["a swimming pool", "une piscine"],
  ["free breakfast", "le petit-déjeuner offert"],
  ["a gym", "une salle de sport"],
  ["a spa", "un spa"],
  ["an airport shuttle", "une navette aéroport"],
  ["parking", "un parking"],
]

const listed = (phrases: ReadonlyArray<string>, and: string): string =>
  phrases.length <= 1 ? phrases.join("") : `${phrases.slice(0, -1).join(", ")} ${and} ${phrases.at(-1)}`

/**
 * Every "It offers …" sentence a description can have: one per non-empty subset of the highlights,
 * listed in their fixed order. Whole sentences, since a captured list would stay English.
 */
const offerSentences = (): Record<string, string> => {
  const sentences: Record<string, string> = {}
  for (let subset = 1; subset < 1 << highlights.length; subset++) {
    const chosen = highlights.filter((_, i) => (subset & (1 << i)) !== 0)
    const english = listed(
      chosen.map(([en]) => en),
      "and",
    )
    const french = listed(
      chosen.map(([, fr]) => fr),
      "et",
    )
    sentences[`It offers ${english}, and Wi-Fi is free throughout.`] =
      `On y trouve ${french}, et le Wi-Fi est gratuit partout.`
  }
  return sentences
}

/** describe.ts's class words, as a hotel (masculine) and a homestay (feminine) take them. */
const classWords: ReadonlyArray<readonly [english: string, hotel: string, homestay: string]> = [
  ["a simple, well-kept", "un hôtel simple et bien tenu", "une maison d'hôtes simple et bien tenue"],
  ["a budget-friendly", "un hôtel économique", "une maison d'hôtes économique"],
  ["a no-fuss", "un hôtel sans chichis", "une maison d'hôtes sans chichis"],
  ["a comfortable", "un hôtel confortable", "une maison d'hôtes confortable"],
  ["a modern", "un hôtel moderne", "une maison d'hôtes moderne"],
  ["a well-run", "un hôtel bien géré", "une maison d'hôtes bien gérée"],
  ["an upscale", "un hôtel haut de gamme", "une maison d'hôtes haut de gamme"],
  ["a refined", "un hôtel raffiné", "une maison d'hôtes raffinée"],
  ["a premium", "un hôtel de prestige", "une maison d'hôtes de prestige"],
]

const openingPatterns = classWords.flatMap(([english, hotel, homestay]) => [
  [new RegExp(`^(.+) is ${literal(english)} hotel in (.+)\\.$`), `$1 est ${hotel} à $2.`] as const,
  [new RegExp(`^(.+) is ${literal(english)} homestay in (.+)\\.$`), `$1 est ${homestay} à $2.`] as const,
])

const beds: Readonly<Record<string, string>> = {
  twin: "des lits jumeaux",
  double: "un lit double",
  queen: "un lit queen size",
  king: "un lit king size",
}

/** Photo captions (core/search/hotel-wire.ts imageWire): the category, then the room it shows. */
const imageCategories: Readonly<Record<string, string>> = {
  Facade: "Façade",
  Lobby: "Hall",
  Reception: "Réception",
  Corridor: "Couloir",
  Pool: "Piscine",
  Room: "Chambre",
  Bathroom: "Salle de bains",
}

const calloutPatterns = Object.entries({ ...imageCategories, Restaurant: "Restaurant" }).flatMap(
  ([category, frenchCategory]) =>
    Object.entries(roomTypes).map(
      ([name, frenchName]) =>
        [new RegExp(`^${literal(category)}, ${literal(name)}$`), `${frenchCategory}, ${frenchName}`] as const,
    ),
)

/**
 * server/hotel/details.ts's room description, "Deluxe Room: 200 sq ft with a king bed, for up to
 * 3 adults and 1 child.": one pattern per room name, bed and plural, as each is a word to translate.
 */
const roomPatterns = Object.entries(roomTypes).flatMap(([name, frenchName]) =>
  Object.entries(beds).flatMap(([bed, frenchBed]) =>
    [
      { en: "1 adult", fr: "1 adulte", groups: 0 },
      { en: "(\\d+) adults", fr: "$2 adultes", groups: 1 },
    ].flatMap((adults) =>
      [
        { en: "1 child", fr: " et 1 enfant" },
        { en: "0 children", fr: "" },
        { en: "(\\d+) children", fr: ` et $${2 + adults.groups} enfants` },
      ].map(
        (kids) =>
          [
            new RegExp(
              `^${literal(name)}: (\\d+) sq ft with a ${bed} bed, for up to ${adults.en} and ${kids.en}\\.$`,
            ),
            `${frenchName} : $1 pieds carrés, avec ${frenchBed}, pour ${adults.fr}${kids.fr} au maximum.`,
          ] as const,
      ),
    ),
  ),
)

/** core/pricing/coupons.ts's "once", "twice", "3 times", each position's group numbered apart. */
const times = (group: number) =>
  [
    { en: "once", fr: "une fois", groups: 0 },
    { en: "twice", fr: "deux fois", groups: 0 },
    { en: "(\\d+) times", fr: `$${group} fois`, groups: 1 },
  ] as const

const perGuestPatterns = times(2).flatMap((limit) =>
  times(2 + limit.groups).map(
    (used) =>
      [
        new RegExp(`^Coupon (\\S+) can be used ${limit.en} per guest, and you have used it ${used.en}$`),
        `Le code promo $1 peut être utilisé ${limit.fr} par client, et vous l'avez utilisé ${used.fr}`,
      ] as const,
  ),
)

const RUPEES = "(₹[\\d,]+(?:\\.\\d+)?)"
const DECIMAL = "(\\d+(?:\\.\\d+)?)"

const ratingWords: ReadonlyArray<readonly [english: string, french: string]> = [
  ["Excellent", "Excellent"],
  ["Very good", "Très bien"],
  ["Good", "Bien"],
  ["Average", "Moyen"],
  ["Poor", "Médiocre"],
]

/** core/reviews/summary.ts: "Good: 3.5 out of 5 from 2 reviews"; "avis" has no plural. */
const ratingPatterns = ratingWords.map(
  ([english, french]) =>
    [
      new RegExp(`^${english}: (\\d+\\.\\d) out of 5 from (\\d+) reviews?$`),
      `${french} : $1 sur 5 ($2 avis)`,
    ] as const,
)

export const frFR: ContentTranslations = {
  texts: {
    ...amenities,
    ...catalogue,
    ...Object.fromEntries(Object.entries(roomTypes).filter(([english, french]) => english !== french)),
    ...pricing,
    ...bookingStatuses,
    ...blocks,
    ...imageCategories,
    "Every room has free Wi-Fi and power backup.":
      "Toutes les chambres ont le Wi-Fi gratuit et un groupe électrogène.",
    ...offerSentences(),
  },
  patterns: [
    [/^Up to 1 guest$/, "Jusqu'à 1 personne"],
    [/^Up to (\d+) guests$/, "Jusqu'à $1 personnes"],
    ...ratingPatterns,
    ...openingPatterns,
    [
      new RegExp(`^It is about ${DECIMAL} km from ([AEIOUÉ].*)\\.$`),
      "L'établissement se trouve à environ $1 km d'$2.",
    ],
    [
      new RegExp(`^It is about ${DECIMAL} km from (.+)\\.$`),
      "L'établissement se trouve à environ $1 km de $2.",
    ],
    ...roomPatterns,
    ...calloutPatterns,
    [/^Near ([AEIOUÉ].*)$/, "Près d'$1"],
    [/^Near (.+)$/, "Près de $1"],
    [/^A room at (.+)$/, "Une chambre de l'hôtel $1"],

    [
      new RegExp(
        `^Results show the total with GST and the ${RUPEES} platform fee included, and checkout charges that same amount\\.$`,
      ),
      "Les résultats affichent le total TTC, frais de service de $1 compris, et c'est ce montant qui est débité au paiement.",
    ],
    [
      /^Cancel for free up to (\d+) hours before check-in \((\d+) days at Premium hotels\)\.$/,
      "Annulation gratuite jusqu'à $1 heures avant l'arrivée ($2 jours dans les hôtels Premium).",
    ],
    [/^Members save (\d+)%$/, "Les membres économisent $1%"],
    [
      /^Sign in and every room night costs (\d+)% less than the price after the rate plan\.$/,
      "Connectez-vous et chaque nuit vous coûte $1% de moins que le prix du tarif choisi.",
    ],
    [
      /^Sign in and every room night costs (\d+)% less than the public price\.$/,
      "Connectez-vous et chaque nuit vous coûte $1% de moins que le prix public.",
    ],
    [/^(\d+)% off when your plans are fixed$/, "$1% de réduction si vos dates sont fixes"],
    [
      /^Every room also sells at a non-refundable rate, (\d+)% below the refundable one\.$/,
      "Chaque chambre est aussi proposée à un tarif non remboursable, $1% moins cher que le tarif remboursable.",
    ],
    [
      /^Members pay (\d+)% less on every booking made while signed in\.$/,
      "Les membres paient $1% de moins sur chaque réservation faite en étant connectés.",
    ],
    [/^Members pay (\d+)% less on every room night$/, "Les membres paient $1% de moins sur chaque nuit"],
    [
      /^Sign in to save (\d+)% on every room: members pay less than the public price\.$/,
      "Connectez-vous pour économiser $1% sur chaque chambre : les membres paient moins que le prix public.",
    ],
    [
      new RegExp(`^GST and the ${RUPEES} platform fee are in the price from the first page\\.$`),
      "La GST et les frais de service de $1 sont inclus dans le prix dès la première page.",
    ],
    [/^Earn (\d+)% back in points$/, "Récupérez $1% en points"],
    [
      new RegExp(
        `^Members earn (\\d+)% of what they pay as points after each stay; 1 point is ${RUPEES}\\.$`,
      ),
      "Les membres récupèrent $1% de leurs paiements en points après chaque séjour ; 1 point vaut $2.",
    ],
    [
      /^Your points pay up to (\d+)% of this booking\.$/,
      "Vos points paient jusqu'à $1% de cette réservation.",
    ],
    [
      /^You earn (\d+)% of what you pay back as points after your stay\.$/,
      "Vous récupérez $1% de votre paiement en points après votre séjour.",
    ],
    [
      /^At checkout, switch on Treebo Points; they pay up to (\d+)% of the bill\.$/,
      "Au paiement, activez vos Treebo Points : ils règlent jusqu'à $1% de la note.",
    ],
    [/^We send a (\d+)-digit code by SMS\.$/, "Nous envoyons un code à $1 chiffres par SMS."],
    [/^It is valid for (\d+) minutes and works once\.$/, "Il est valable $1 minutes et ne sert qu'une fois."],
    [
      /^You can ask for a new code after (\d+) seconds\.$/,
      "Vous pourrez demander un nouveau code dans $1 secondes.",
    ],

    [/^Coupon (\S+) does not exist$/, "Le code promo $1 n'existe pas"],
    [/^Coupon (\S+) can be used from (\d{4}-\d{2}-\d{2})$/, "Le code promo $1 est utilisable à partir du $2"],
    [/^Coupon (\S+) expired on (\d{4}-\d{2}-\d{2})$/, "Le code promo $1 a expiré le $2"],
    [
      /^Coupon (\S+) is valid on assisted \(gdc\) bookings only$/,
      "Le code promo $1 n'est valable que pour les réservations assistées (gdc)",
    ],
    [
      /^Coupon (\S+) is valid on bookings made on the website only$/,
      "Le code promo $1 n'est valable que pour les réservations faites sur le site",
    ],
    [
      /^Coupon (\S+) is for members only: sign in to use it$/,
      "Le code promo $1 est réservé aux membres : connectez-vous pour l'utiliser",
    ],
    [/^Coupon (\S+) needs a stay of at least 1 night$/, "Le code promo $1 exige un séjour d'au moins 1 nuit"],
    [
      /^Coupon (\S+) needs a stay of at least (\d+) nights$/,
      "Le code promo $1 exige un séjour d'au moins $2 nuits",
    ],
    [
      /^Coupon (\S+) has been used the most times it can be \(1 booking\)$/,
      "Le code promo $1 a atteint son nombre maximal d'utilisations (1 réservation)",
    ],
    [
      /^Coupon (\S+) has been used the most times it can be \((\d+) bookings\)$/,
      "Le code promo $1 a atteint son nombre maximal d'utilisations ($2 réservations)",
    ],
    ...perGuestPatterns,
    [
      new RegExp(`^Coupon (\\S+) needs a room price of at least ${RUPEES} before tax$`),
      "Le code promo $1 exige un prix de chambre d'au moins $2 hors taxes",
    ],
    [new RegExp(`^Coupon (\\S+) applied: ${RUPEES} off$`), "Code promo $1 appliqué : $2 de réduction"],
    [/^Coupon (\S+) applied: (\d+)% off$/, "Code promo $1 appliqué : $2% de réduction"],
    [
      new RegExp(`^Coupon (\\S+) applied: (\\d+)% off, up to ${RUPEES}$`),
      "Code promo $1 appliqué : $2% de réduction, jusqu'à $3",
    ],

    [/^1 hotel in (\d+) cities across India\.$/, "1 hôtel dans $1 villes d'Inde."],
    [/^(\d+) hotels in (\d+) cities across India\.$/, "$1 hôtels dans $2 villes d'Inde."],
    [/^Hotels in (.+): none listed yet\.$/, "Hôtels à $1 : aucun pour l'instant."],
    [/^Hotels near (.+): none listed yet\.$/, "Hôtels près de $1 : aucun pour l'instant."],
    [/^Compare 1 hotel in (.+)\.$/, "Comparez 1 hôtel à $1."],
    [/^Compare (\d+) hotels in (.+)\.$/, "Comparez $1 hôtels à $2."],
    [/^Compare 1 hotel near (.+)\.$/, "Comparez 1 hôtel près de $1."],
    [/^Compare (\d+) hotels near (.+)\.$/, "Comparez $1 hôtels près de $2."],
    // A breadcrumb or a page title: "Hotels in Indiranagar", "Hotels in Pune · Treebo Hotels".
    [/^Hotels in ([^:]+)$/, "Hôtels à $1"],
    [/^Hotels near ([^:]+)$/, "Hôtels près de $1"],
  ],
}
