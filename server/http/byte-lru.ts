/**
 * A least-recently-used map bounded by the bytes its values hold, not by their number: answers range
 * from a few hundred bytes to most of a megabyte. A value's size may grow after it is stored (an
 * answer's compressed encodings are added when first asked for); `grow` accounts for it.
 */
export class ByteLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>()
  private total = 0
  evictions = 0

  private readonly maxBytes: number

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes
  }

  get bytes(): number {
    return this.total
  }

  get size(): number {
    return this.entries.size
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (entry === undefined) return undefined
    // Map keeps insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V, bytes: number): void {
    this.delete(key)
    if (bytes > this.maxBytes) return
    this.entries.set(key, { value, bytes })
    this.total += bytes
    this.evict()
  }

  /** Adds bytes to a stored value's size (no-op once it has been evicted or replaced). */
  grow(key: string, value: V, bytes: number): void {
    const entry = this.entries.get(key)
    if (entry === undefined || entry.value !== value) return
    entry.bytes += bytes
    this.total += bytes
    this.evict()
  }

  delete(key: string): void {
    const entry = this.entries.get(key)
    if (entry === undefined) return
    this.entries.delete(key)
    this.total -= entry.bytes
  }

  /** Forgets every value (not counted as evictions). */
  clear(): void {
    this.entries.clear()
    this.total = 0
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.total <= this.maxBytes) return
      this.entries.delete(key)
      this.total -= entry.bytes
      this.evictions++
    }
  }
}
