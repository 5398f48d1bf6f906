import type { HotelImage, ImageCategory } from "./hotel.ts"

/**
 * Hotel photos are drawn, not stored: a small SVG per image record, recognisable by category
 * (a facade shows a building, a room a bed) and different per image, so galleries and carousels
 * can be checked by eye and in browser tests. Same record, same bytes: safe to cache forever.
 */

/**
 * FNV-1a then an avalanche step: a stable 32-bit number from the image id, the only source of
 * variation. Without the avalanche, ids differing in one digit ("1001-3", "1001-7") look alike.
 * Hotel videos (./videos.ts) pick their hotels with it too.
 */
export const hashOf = (text: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** Successive small numbers carved out of one hash. */
const dice = (seed: number) => {
  let state = seed
  return (sides: number): number => {
    state = Math.imul(state ^ (state >>> 13), 0x5bd1e995) >>> 0
    return state % sides
  }
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${hue % 360} ${saturation}% ${lightness}%)`
const r = (n: number) => Math.round(n)
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(rx)}" fill="${fill}"/>`
const circle = (cx: number, cy: number, radius: number, fill: string) =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"/>`
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"/>`

type Scene = (w: number, h: number, hue: number, roll: (sides: number) => number) => string

const grid = (x: number, y: number, w: number, h: number, cols: number, rows: number, fill: string) => {
  const cells: Array<string> = []
  const cw = w / cols
  const ch = h / rows
  for (let c = 0; c < cols; c++) {
    for (let row = 0; row < rows; row++)
      cells.push(rect(x + c * cw + cw * 0.2, y + row * ch + ch * 0.2, cw * 0.6, ch * 0.6, fill))
  }
  return cells.join("")
}

const bed = (w: number, h: number, hue: number) =>
  rect(w * 0.22, h * 0.38, w * 0.56, h * 0.16, hsl(hue + 20, 35, 30), 8) +
  rect(w * 0.2, h * 0.52, w * 0.6, h * 0.28, hsl(hue, 20, 92), 10) +
  rect(w * 0.2, h * 0.62, w * 0.6, h * 0.18, hsl(hue, 55, 55), 10) +
  ellipse(w * 0.36, h * 0.53, w * 0.08, h * 0.035, "#fff") +
  ellipse(w * 0.64, h * 0.53, w * 0.08, h * 0.035, "#fff")

const scenes: Record<ImageCategory, Scene> = {
  facade: (w, h, hue, roll) =>
    rect(0, 0, w, h, hsl(205, 70, 80)) +
    rect(0, h * 0.82, w, h * 0.18, hsl(100, 30, 45)) +
    rect(w * 0.2, h * 0.18, w * 0.6, h * 0.64, hsl(hue, 30, 70)) +
    grid(w * 0.22, h * 0.22, w * 0.56, h * 0.44, 4 + roll(4), 3 + roll(4), hsl(200, 50, 35)) +
    rect(w * 0.45, h * 0.68, w * 0.1, h * 0.14, hsl(hue + 180, 40, 30)),
  lobby: (w, h, hue, roll) =>
    rect(0, 0, w, h, hsl(hue, 35, 85)) +
    rect(0, h * 0.72, w, h * 0.28, hsl(hue + 30, 25, 45)) +
    rect(w * (0.15 + roll(20) / 100), h * 0.55, w * 0.4, h * 0.18, hsl(hue + 200, 40, 40), 12) +
    circle(w * 0.5, h * 0.18, h * 0.07, hsl(48, 90, 65)),
  reception: (w, h, hue) =>
    rect(0, 0, w, h, hsl(hue, 25, 88)) +
    rect(w * 0.2, h * 0.5, w * 0.6, h * 0.3, hsl(hue + 25, 40, 35), 6) +
    rect(w * 0.35, h * 0.15, w * 0.3, h * 0.12, hsl(hue + 180, 30, 40), 4) +
    circle(w * 0.82, h * 0.22, h * 0.06, "#fff"),
  restaurant: (w, h, hue, roll) =>
    rect(0, 0, w, h, hsl(hue + 10, 45, 80)) +
    Array.from({ length: 2 + roll(3) }, (_, i) =>
      ellipse(w * (0.2 + i * 0.25), h * 0.7, w * 0.09, h * 0.05, "#fff"),
    )
      .concat(
        Array.from({ length: 3 }, (_, i) =>
          circle(w * (0.25 + i * 0.25), h * 0.2, h * 0.04, hsl(45, 90, 60)),
        ),
      )
      .join(""),
  corridor: (w, h, hue) =>
    rect(0, 0, w, h, hsl(hue, 20, 75)) +
    `<polygon points="${r(w * 0.4)},${r(h * 0.35)} ${r(w * 0.6)},${r(h * 0.35)} ${w},${h} 0,${h}" fill="${hsl(hue + 20, 35, 45)}"/>` +
    rect(w * 0.1, h * 0.3, w * 0.08, h * 0.45, hsl(hue + 30, 40, 35)) +
    rect(w * 0.82, h * 0.3, w * 0.08, h * 0.45, hsl(hue + 30, 40, 35)),
  pool: (w, h, hue, roll) =>
    rect(0, 0, w, h, hsl(200, 60, 85)) +
    rect(w * 0.1, h * 0.45, w * 0.8, h * 0.4, hsl(190, 75, 50), 20) +
    Array.from({ length: 2 + roll(3) }, (_, i) =>
      rect(w * (0.12 + i * 0.2), h * 0.3, w * 0.12, h * 0.06, hsl(hue, 60, 60), 6),
    ).join(""),
  room: (w, h, hue, roll) =>
    rect(0, 0, w, h, hsl(hue, 30, 86)) +
    rect(w * (0.05 + roll(3) * 0.27), h * 0.1, w * 0.18, h * 0.22, hsl(205, 60, 75)) +
    bed(w, h, hue) +
    circle(w * 0.88, h * 0.45, h * 0.05, hsl(48, 90, 70)),
  bathroom: (w, h, hue, roll) =>
    rect(0, 0, w, h, "#f4f6f7") +
    grid(0, 0, w, h * 0.6, 8 + roll(5), 5, hsl(hue + 180, 30, 82)) +
    ellipse(w * 0.3, h * 0.78, w * 0.22, h * 0.1, "#fff") +
    rect(w * 0.62, h * 0.2, w * 0.2, h * 0.28, hsl(200, 30, 70), 8),
}

export const renderImageSvg = (image: HotelImage): string => {
  const seed = hashOf(image.id)
  const { width: w, height: h } = image
  const label = `${image.category}${image.roomTypeCode === null ? "" : ` (${image.roomTypeCode})`}`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">` +
    `<title>${label}</title>${scenes[image.category](w, h, seed % 360, dice(seed))}</svg>`
  )
}
