/**
 * The club's pictures for the loyalty page, drawn here so they live on our own origin (the CSP
 * allows no other) and exist in every environment. Names are those the content points at.
 */

const TIER_COLOURS = {
  silver: ["#8a94a6", "#dfe3ea"],
  gold: ["#b8862b", "#f3dc9b"],
  platinum: ["#3b4254", "#9aa3b5"],
} as const

const svg = (width: number, height: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">${body}</svg>`

const logo = svg(
  240,
  64,
  `<rect width="240" height="64" rx="12" fill="#0f6b4f"/><circle cx="32" cy="32" r="18" fill="#f3dc9b"/><path d="M24 32l6 6 10-12" stroke="#0f6b4f" stroke-width="4" fill="none"/><text x="62" y="41" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff">Treebo Club</text>`,
  "Treebo Club",
)

const hero = (hue: string, accent: string, n: number) =>
  svg(
    1200,
    400,
    `<rect width="1200" height="400" fill="${hue}"/><circle cx="${900 + n * 60}" cy="120" r="${140 + n * 20}" fill="${accent}" opacity="0.5"/><rect x="120" y="230" width="420" height="110" rx="16" fill="#fff" opacity="0.85"/><rect x="160" y="260" width="${180 + n * 40}" height="18" rx="9" fill="${hue}"/><rect x="160" y="296" width="${120 + n * 30}" height="14" rx="7" fill="${accent}"/>`,
    "Treebo Club",
  )

const card = (tier: keyof typeof TIER_COLOURS) => {
  const [dark, light] = TIER_COLOURS[tier]
  return svg(
    360,
    220,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs><rect width="360" height="220" rx="18" fill="url(#g)"/><text x="24" y="48" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff">Treebo Club</text><text x="24" y="190" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff">${tier[0]!.toUpperCase()}${tier.slice(1)}</text>`,
    `${tier} card`,
  )
}

export const REWARDS_ARTWORK: Readonly<Record<string, string>> = {
  "club-logo.svg": logo,
  "club-hero-1.svg": hero("#0f6b4f", "#f3dc9b", 0),
  "club-hero-2.svg": hero("#1d3f72", "#9ad0f3", 1),
  "card-silver.svg": card("silver"),
  "card-gold.svg": card("gold"),
  "card-platinum.svg": card("platinum"),
}
