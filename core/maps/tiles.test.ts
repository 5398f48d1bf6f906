import { describe, expect, it } from "vitest"
import { projectPoint, TILE_SIZE, tileBounds, tileContaining } from "./mercator.ts"
import { type MapPlace, mapPlacesOf, placesShownAt } from "./places.ts"
import { graticuleStep, parseTilePath, renderTileSvg } from "./tiles.ts"

const bengaluru: MapPlace = { name: "Bengaluru", lat: 12.9716, lng: 77.5946, kind: "city", minZoom: 4 }
const jayanagar: MapPlace = { name: "Jayanagar", lat: 12.925, lng: 77.5938, kind: "locality", minZoom: 11 }

describe("parseTilePath", () => {
  it("reads z/x/y.svg within the zoom's range", () => {
    expect(parseTilePath("0", "0", "0.svg")).toEqual({ z: 0, x: 0, y: 0 })
    expect(parseTilePath("10", "732", "481.svg")).toEqual({ z: 10, x: 732, y: 481 })
    expect(parseTilePath("18", "262143", "262143.svg")).toEqual({ z: 18, x: 262143, y: 262143 })
  })

  it("refuses zooms above 18 and x or y outside 0 to 2^z - 1", () => {
    expect(parseTilePath("19", "0", "0.svg")).toBeNull()
    expect(parseTilePath("0", "1", "0.svg")).toBeNull()
    expect(parseTilePath("0", "0", "1.svg")).toBeNull()
    expect(parseTilePath("3", "8", "0.svg")).toBeNull()
    expect(parseTilePath("18", "262144", "0.svg")).toBeNull()
  })

  it("refuses anything but plain decimals with the .svg extension: one tile has one URL", () => {
    for (const [z, x, y] of [
      ["01", "0", "0.svg"],
      ["1", "00", "0.svg"],
      ["-1", "0", "0.svg"],
      ["1", "0", "0.png"],
      ["1", "0", "0"],
      ["1.0", "0", "0.svg"],
      ["1", "0x1", "0.svg"],
      ["", "0", "0.svg"],
      ["1", "0", ".svg"],
      ["1e1", "0", "0.svg"],
      ["99999999999", "0", "0.svg"],
    ]) {
      expect(parseTilePath(z!, x!, y!), `${z}/${x}/${y}`).toBeNull()
    }
  })
})

describe("Web Mercator", () => {
  it("puts (0, 0) at the centre of the world and the date line at its edges", () => {
    expect(projectPoint(0, 0, 0)).toEqual({ x: 128, y: 128 })
    expect(projectPoint(0, -180, 1).x).toBe(0)
    expect(projectPoint(0, 180, 1).x).toBe(512)
  })

  it("finds Bengaluru in the tile the OSM wiki's formula gives", () => {
    // x = floor((77.5946 + 180) / 360 * 1024) = 732; y = floor((1 - asinh(tan(12.9716°)) / π) / 2 * 1024) = 474.
    expect(tileContaining(12.9716, 77.5946, 10)).toEqual({ z: 10, x: 732, y: 474 })
  })

  it("gives bounds that contain the points of the tile and meet the neighbours' edges", () => {
    const tile = tileContaining(12.9716, 77.5946, 10)
    const b = tileBounds(tile)
    expect(b.south).toBeLessThan(12.9716)
    expect(b.north).toBeGreaterThan(12.9716)
    expect(b.west).toBeLessThan(77.5946)
    expect(b.east).toBeGreaterThan(77.5946)
    expect(tileBounds({ ...tile, x: tile.x + 1 }).west).toBeCloseTo(b.east, 12)
    expect(tileBounds({ ...tile, y: tile.y + 1 }).north).toBeCloseTo(b.south, 12)
  })

  it("keeps graticule lines between 96 and 256 px apart from zoom 1 to 18", () => {
    for (let z = 1; z <= 18; z++) {
      const gap = projectPoint(0, graticuleStep(z), z).x - projectPoint(0, 0, z).x
      expect(gap, `zoom ${z}`).toBeGreaterThanOrEqual(96)
      expect(gap, `zoom ${z}`).toBeLessThanOrEqual(256)
    }
  })
})

describe("renderTileSvg", () => {
  const tile = tileContaining(bengaluru.lat, bengaluru.lng, 11)

  it("draws a 256 px square with a land background and graticule labels", () => {
    const svg = renderTileSvg(tile, [])
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/)
    expect(svg).toContain(`<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill=`)
    expect(svg).toMatch(/<\/svg>$/)
  })

  it("labels every third graticule crossing each way, so a few tiles around Bengaluru name it", () => {
    const around = [-1, 0, 1].flatMap((dx) =>
      [-1, 0, 1].map((dy) => renderTileSvg({ z: tile.z, x: tile.x + dx, y: tile.y + dy }, [])),
    )
    const labels = around.join("").match(/°[NE]</g) ?? []
    expect(around.join("")).toMatch(/77\.\d+°E/)
    expect(around.join("")).toMatch(/12\.\d+°N/)
    // Nine tiles hold about 2 × 9 crossings each way: far fewer than one label pair per crossing.
    const lines = around.join("").match(/<path d="M[\d.]+ 0V/g) ?? []
    expect(labels.length / 2).toBeLessThan(lines.length)
  })

  it("names the places in the tile from their zoom on, and only those", () => {
    const svg = renderTileSvg(tile, [bengaluru, jayanagar, { ...bengaluru, name: "Far Away", lat: 28.6 }])
    expect(svg).toContain(">Bengaluru</text>")
    expect(svg).toContain(">Jayanagar</text>")
    expect(svg).not.toContain("Far Away")
    const zoomedOut = renderTileSvg(tileContaining(bengaluru.lat, bengaluru.lng, 8), [bengaluru, jayanagar])
    expect(zoomedOut).toContain(">Bengaluru</text>")
    expect(zoomedOut).not.toContain("Jayanagar")
    expect(renderTileSvg(tileContaining(bengaluru.lat, bengaluru.lng, 3), [bengaluru])).not.toContain(
      "Bengaluru",
    )
  })

  it("draws a label reaching across an edge in both tiles, at the same world position", () => {
    // A city a few pixels left of a tile's right edge: its name runs into the next tile.
    const z = 9
    const home = tileContaining(bengaluru.lat, bengaluru.lng, z)
    const place: MapPlace = { ...bengaluru, name: "Edgeville", lng: tileBounds(home).east - 0.01 }
    const left = tileContaining(place.lat, place.lng, z)
    const right = { ...left, x: left.x + 1 }
    const xIn = (svg: string) => Number(/<text x="([\d.-]+)"[^>]*>Edgeville/.exec(svg)?.[1])
    const inLeft = xIn(renderTileSvg(left, [place]))
    const inRight = xIn(renderTileSvg(right, [place]))
    expect(inLeft).toBeGreaterThan(TILE_SIZE - 20)
    expect(inRight).toBeCloseTo(inLeft - TILE_SIZE, 1)
  })

  it("escapes names, so a catalogue name cannot break the document", () => {
    const svg = renderTileSvg(tile, [{ ...bengaluru, name: `Tom & Jerry's <"Inn">` }])
    expect(svg).toContain("Tom &#38; Jerry&#39;s &#60;&#34;Inn&#34;&#62;")
    expect(svg).not.toContain('<"Inn">')
  })

  it("is deterministic: the same tile gives the same bytes", () => {
    expect(renderTileSvg(tile, [bengaluru, jayanagar])).toBe(renderTileSvg(tile, [bengaluru, jayanagar]))
  })

  it("uses no style attribute or element, which a strict CSP would refuse", () => {
    expect(renderTileSvg(tile, [bengaluru, jayanagar])).not.toMatch(/\sstyle=|<style|<script/)
  })
})

describe("placesShownAt", () => {
  const delhi: MapPlace = { name: "Delhi", lat: 28.6139, lng: 77.209, kind: "city", minZoom: 4 }
  const noida: MapPlace = { name: "Noida", lat: 28.5355, lng: 77.391, kind: "city", minZoom: 4 }

  it("leaves out a name that would overlap a more important one, until the map is close enough", () => {
    expect(placesShownAt([delhi, noida], 5)).toEqual([delhi])
    expect(placesShownAt([delhi, noida], 10)).toEqual([delhi, noida])
  })

  it("prefers cities to neighbourhoods, and bigger cities to smaller ones, whatever the order given", () => {
    const town: MapPlace = { ...delhi, name: "Smalltown", minZoom: 6, lng: delhi.lng + 0.001 }
    const nearDelhi: MapPlace = { ...jayanagar, name: "Connaught Place", lat: delhi.lat, lng: delhi.lng }
    expect(placesShownAt([nearDelhi, town, delhi], 12)).toEqual([delhi])
    expect(placesShownAt([town, delhi], 6)).toEqual([delhi])
  })
})

describe("mapPlacesOf", () => {
  it("shows metros first and neighbourhoods only close in", () => {
    const places = mapPlacesOf({
      cities: [
        { name: "Bengaluru", lat: 12.97, lng: 77.59, tier: 1 },
        { name: "Hampi", lat: 15.33, lng: 76.46, tier: 3 },
      ],
      localities: [{ name: "Jayanagar", lat: 12.92, lng: 77.59 }],
    })
    const zoomOf = (name: string) => places.find((p) => p.name === name)?.minZoom
    expect(zoomOf("Bengaluru")).toBeLessThan(zoomOf("Hampi")!)
    expect(zoomOf("Hampi")).toBeLessThan(zoomOf("Jayanagar")!)
  })
})
