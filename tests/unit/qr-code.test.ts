import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { footerContent } from "#core/content/footer.ts"
import { encodeQr, qrPath } from "../../scripts/lib/qr-code.ts"

/**
 * Reads a version 5-M code back the way a scanner does, with tables written out here rather than
 * taken from the encoder: format bits, unmasking, the zigzag read, Reed-Solomon syndromes, and the
 * byte-mode payload.
 */

const EXP: Array<number> = []
const gf = (() => {
  let x = 1
  for (let i = 0; i < 255; i++) {
    EXP.push(x)
    x = (x << 1) ^ (x & 0x80 ? 0x11d : 0)
  }
  const LOG = new Map(EXP.map((v, i) => [v, i]))
  return (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[(LOG.get(a)! + LOG.get(b)!) % 255]!)
})()

/** The codeword polynomial evaluated at α^i for every i below `eccLength`: all zero when intact. */
const syndromes = (block: ReadonlyArray<number>, eccLength: number) =>
  Array.from({ length: eccLength }, (_, i) => block.reduce((acc, c) => gf(acc, EXP[i]!) ^ c, 0))

const maskOf = (mask: number, x: number, y: number): boolean =>
  [
    (x + y) % 2 === 0,
    y % 2 === 0,
    x % 3 === 0,
    (x + y) % 3 === 0,
    (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
    ((x * y) % 2) + ((x * y) % 3) === 0,
    (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
    (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
  ][mask]!

const read = (m: ReadonlyArray<ReadonlyArray<boolean>>) => {
  const size = m.length
  const bit = (x: number, y: number) => (m[y]![x] ? 1 : 0)
  const formatA = [0, 1, 2, 3, 4, 5]
    .map((i) => bit(8, i))
    .concat(
      [bit(8, 7), bit(8, 8), bit(7, 8)],
      [9, 10, 11, 12, 13, 14].map((i) => bit(14 - i, 8)),
    )
  const formatB = [0, 1, 2, 3, 4, 5, 6, 7]
    .map((i) => bit(size - 1 - i, 8))
    .concat([8, 9, 10, 11, 12, 13, 14].map((i) => bit(8, size - 15 + i)))
  const value = (bits: Array<number>) => bits.reduce((n, b, i) => n | (b << i), 0) ^ 0x5412
  const format = value(formatA)
  // Version 5 has one alignment pattern, centred on (30, 30), and no version blocks.
  const isFunction = (x: number, y: number) =>
    x === 6 ||
    y === 6 ||
    (x <= 8 && y <= 8) ||
    (x >= size - 8 && y <= 8) ||
    (x <= 8 && y >= size - 8) ||
    (Math.abs(x - 30) <= 2 && Math.abs(y - 30) <= 2)
  const mask = (format >> 10) & 7
  const bits: Array<number> = []
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vert = 0; vert < size; vert++) {
      for (const x of [right, right - 1]) {
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert
        if (!isFunction(x, y)) bits.push(bit(x, y) ^ (maskOf(mask, x, y) ? 1 : 0))
      }
    }
  }
  const codewords: Array<number> = []
  for (let i = 0; i + 8 <= bits.length; i += 8)
    codewords.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0))
  return { format, formatAgrees: value(formatA) === value(formatB), codewords }
}

describe("QR code encoder", () => {
  const url = footerContent.app.play_store_url
  const matrix = encodeQr(url)

  it("draws the store address as a 37-module code with its three finder patterns", () => {
    expect(matrix.length).toBe(37)
    for (const [x, y] of [
      [0, 0],
      [30, 0],
      [0, 30],
    ] as const) {
      const ring = [0, 6].flatMap((i) => [
        matrix[y + i]!.slice(x, x + 7),
        matrix.map((r) => r[x + i]!).slice(y, y + 7),
      ])
      for (const line of ring) expect(line.every(Boolean)).toBe(true)
      expect(matrix[y + 1]![x + 1]).toBe(false)
      expect(matrix[y + 3]![x + 3]).toBe(true)
    }
  })

  it("carries level M in both format copies, error-free blocks, and the address as bytes", () => {
    const { format, formatAgrees, codewords } = read(matrix)
    expect(formatAgrees).toBe(true)
    expect(format >> 13).toBe(0) // level M
    expect(codewords.length).toBe(134)
    // Version 5-M: two blocks of 43 data and 24 error-correction codewords, interleaved.
    const blocks = [0, 1].map((j) => [
      ...Array.from({ length: 43 }, (_, i) => codewords[2 * i + j]!),
      ...Array.from({ length: 24 }, (_, i) => codewords[86 + 2 * i + j]!),
    ])
    for (const block of blocks) expect(syndromes(block, 24).every((s) => s === 0)).toBe(true)
    const data = [...blocks[0]!.slice(0, 43), ...blocks[1]!.slice(0, 43)]
    const bits = data.flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >> (7 - i)) & 1))
    const number = (from: number, length: number) =>
      bits.slice(from, from + length).reduce((a, b) => (a << 1) | b, 0)
    expect(number(0, 4)).toBe(0b0100)
    const length = number(4, 8)
    const payload = Array.from({ length }, (_, i) => number(12 + i * 8, 8))
    expect(new TextDecoder().decode(new Uint8Array(payload))).toBe(url)
  })

  it("is what the footer shows", () => {
    const svg = readFileSync(new URL("../../web/app/app-qr.svg", import.meta.url), "utf8")
    expect(/ d="([^"]+)"/.exec(svg)?.[1]).toBe(qrPath(matrix))
    expect(svg).toContain(`viewBox="0 0 ${matrix.length + 8} ${matrix.length + 8}"`)
  })
})
