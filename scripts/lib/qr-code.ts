/**
 * A QR code encoder (ISO/IEC 18004), byte mode, error correction level M, versions 1 to 10: enough
 * for a URL of up to 213 bytes. The footer's app-download QR code is drawn from it once, by
 * scripts/make-app-qr.ts, and committed; nothing encodes at run time.
 */

import { MASKS, penalty } from "./qr-masks.ts"

/** Per version 1-10 at level M: error-correction codewords per block, and blocks. */
const ECC_PER_BLOCK = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26]
const BLOCKS = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5]
/** Level M's two format bits. */
const LEVEL_M = 0
const MAX_VERSION = 10

export type QrMatrix = ReadonlyArray<ReadonlyArray<boolean>>

const rawDataModules = (version: number): number => {
  let result = (16 * version + 128) * version + 64
  if (version >= 2) {
    const aligns = Math.floor(version / 7) + 2
    result -= (25 * aligns - 10) * aligns - 55
    if (version >= 7) result -= 36
  }
  return result
}

const dataCodewords = (version: number): number =>
  Math.floor(rawDataModules(version) / 8) - ECC_PER_BLOCK[version]! * BLOCKS[version]!

const alignmentPositions = (version: number): Array<number> => {
  if (version === 1) return []
  const count = Math.floor(version / 7) + 2
  const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2
  const result = [6]
  for (let pos = version * 4 + 10; result.length < count; pos -= step) result.splice(1, 0, pos)
  return result
}

/** Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1. */
const gfMultiply = (x: number, y: number): number => {
  let z = 0
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d)
    z ^= ((y >>> i) & 1) * x
  }
  return z & 0xff
}

const rsDivisor = (degree: number): Array<number> => {
  const result: Array<number> = Array.from({ length: degree }, (_, i) => (i === degree - 1 ? 1 : 0))
  let root = 1
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < result.length; j++) {
      result[j] = gfMultiply(result[j]!, root)
      if (j + 1 < result.length) result[j]! ^= result[j + 1]!
    }
    root = gfMultiply(root, 0x02)
  }
  return result
}

const rsRemainder = (data: ReadonlyArray<number>, divisor: ReadonlyArray<number>): Array<number> => {
  const result = divisor.map(() => 0)
  for (const byte of data) {
    const factor = byte ^ result.shift()!
    result.push(0)
    divisor.forEach((coefficient, i) => {
      result[i]! ^= gfMultiply(coefficient, factor)
    })
  }
  return result
}

/** Mode, length, bytes, terminator and padding: the data codewords of `bytes` at `version`. */
const dataBits = (bytes: Uint8Array, version: number): Array<number> => {
  const bits: Array<number> = []
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1)
  }
  put(0b0100, 4)
  put(bytes.length, version <= 9 ? 8 : 16)
  for (const byte of bytes) put(byte, 8)
  const capacity = dataCodewords(version) * 8
  put(0, Math.min(4, capacity - bits.length))
  put(0, (8 - (bits.length % 8)) % 8)
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) put(pad, 8)
  const codewords: Array<number> = []
  for (let i = 0; i < bits.length; i += 8)
    codewords.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0))
  return codewords
}

/** Splits into blocks, appends each block's error correction and interleaves them. */
const withErrorCorrection = (data: ReadonlyArray<number>, version: number): Array<number> => {
  const blocks = BLOCKS[version]!
  const eccLength = ECC_PER_BLOCK[version]!
  const raw = Math.floor(rawDataModules(version) / 8)
  const shortBlocks = blocks - (raw % blocks)
  const shortLength = Math.floor(raw / blocks)
  const divisor = rsDivisor(eccLength)
  const all: Array<Array<number>> = []
  for (let i = 0, k = 0; i < blocks; i++) {
    const chunk = data.slice(k, k + shortLength - eccLength + (i < shortBlocks ? 0 : 1))
    k += chunk.length
    const ecc = rsRemainder(chunk, divisor)
    all.push([...chunk, ...(i < shortBlocks ? [0] : []), ...ecc])
  }
  const result: Array<number> = []
  for (let i = 0; i < all[0]!.length; i++) {
    all.forEach((block, j) => {
      if (i !== shortLength - eccLength || j >= shortBlocks) result.push(block[i]!)
    })
  }
  return result
}

const formatBits = (mask: number): number => {
  const data = (LEVEL_M << 3) | mask
  let rem = data
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537)
  return ((data << 10) | rem) ^ 0x5412
}

const versionBits = (version: number): number => {
  let rem = version
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25)
  return (version << 12) | rem
}

/** The QR code of `text` (UTF-8) in the smallest version that holds it; true is a dark module. */
export const encodeQr = (text: string): QrMatrix => {
  const bytes = new TextEncoder().encode(text)
  let version = 1
  while (
    version <= MAX_VERSION &&
    dataCodewords(version) * 8 < 4 + (version <= 9 ? 8 : 16) + bytes.length * 8
  )
    version++
  if (version > MAX_VERSION) throw new RangeError(`Too long for a version ${MAX_VERSION} QR code: ${text}`)
  const size = version * 4 + 17
  const modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  const reserved = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  const fixed = (x: number, y: number, dark: boolean) => {
    modules[y]![x] = dark
    reserved[y]![x] = true
  }

  for (let i = 0; i < size; i++) {
    fixed(6, i, i % 2 === 0)
    fixed(i, 6, i % 2 === 0)
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const distance = Math.max(Math.abs(dx), Math.abs(dy))
        const x = cx + dx
        const y = cy + dy
        if (x >= 0 && x < size && y >= 0 && y < size) fixed(x, y, distance !== 2 && distance !== 4)
      }
    }
  }
  const aligns = alignmentPositions(version)
  const last = aligns.length - 1
  aligns.forEach((ax, i) => {
    aligns.forEach((ay, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) fixed(ax + dx, ay + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1)
      }
    })
  })
  const drawFormat = (mask: number) => {
    const bits = formatBits(mask)
    const bit = (i: number) => ((bits >>> i) & 1) === 1
    for (let i = 0; i <= 5; i++) fixed(8, i, bit(i))
    fixed(8, 7, bit(6))
    fixed(8, 8, bit(7))
    fixed(7, 8, bit(8))
    for (let i = 9; i < 15; i++) fixed(14 - i, 8, bit(i))
    for (let i = 0; i < 8; i++) fixed(size - 1 - i, 8, bit(i))
    for (let i = 8; i < 15; i++) fixed(8, size - 15 + i, bit(i))
    fixed(8, size - 8, true)
  }
  drawFormat(0)
  if (version >= 7) {
    const bits = versionBits(version)
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1
      const a = size - 11 + (i % 3)
      const b = Math.floor(i / 3)
      fixed(a, b, dark)
      fixed(b, a, dark)
    }
  }

  const codewords = withErrorCorrection(dataBits(bytes, version), version)
  let i = 0
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert
        if (!reserved[y]![x] && i < codewords.length * 8) {
          modules[y]![x] = ((codewords[i >>> 3]! >>> (7 - (i & 7))) & 1) === 1
          i++
        }
      }
    }
  }

  const masked = (mask: number) => {
    drawFormat(mask)
    return modules.map((row, y) =>
      row.map((dark, x) => (reserved[y]![x] ? dark : dark !== MASKS[mask]!(x, y))),
    )
  }
  const candidates = MASKS.map((_, mask) => masked(mask))
  const scores = candidates.map(penalty)
  return candidates[scores.indexOf(Math.min(...scores))]!
}

/** The code as one SVG path of unit squares, offset by the 4-module quiet zone the standard asks for. */
export const qrPath = (matrix: QrMatrix): string =>
  matrix.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x + 4} ${y + 4}h1v1h-1z`] : []))).join("")
