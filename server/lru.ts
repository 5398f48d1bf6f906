/**
 * A least-recently-used map bounded by the total size of its values: their bytes for answers,
 * which range from a few hundred bytes to megabytes, or one each (the default) for a bound on
 * their number. A value's size may grow after it is stored (an answer's compressed encodings are
 * added when first asked for); `grow` accounts for it.
 */
export class Lru<V> {
  private readonly entries = new Map<string, { value: V; size: number }>()
  private sum = 0
  evictions = 0

  private readonly maxTotal: number
  /**
   * The map's own insertion order read by one live iterator: every key behind it has been evicted,
   * and a key used again moves to the end, ahead of it. A fresh iterator per eviction walked the
   * deleted slots at the front of the map's table each time, 6 µs at 10,000 keys.
   */
  private oldest = this.entries.entries()

  constructor(maxTotal: number) {
    this.maxTotal = maxTotal
  }

  /** The sizes of the values held, added up. */
  get total(): number {
    return this.sum
  }

  /** How many values are held. */
  get size(): number {
    return this.entries.size
  }

  /** The value, now the most recently used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (entry === undefined) return undefined
    // Map keeps insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  /** The value, its place in the order unchanged. */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value
  }

  /** Stores the value as the most recently used; one larger than the whole bound is not kept. */
  set(key: string, value: V, size = 1): void {
    this.delete(key)
    if (size > this.maxTotal) return
    this.entries.set(key, { value, size })
    this.sum += size
    this.evict()
  }

  /** Adds to a stored value's size (no-op once it has been evicted or replaced). */
  grow(key: string, value: V, by: number): void {
    const entry = this.entries.get(key)
    if (entry === undefined || entry.value !== value) return
    entry.size += by
    this.sum += by
    this.evict()
  }

  delete(key: string): void {
    const entry = this.entries.get(key)
    if (entry === undefined) return
    this.entries.delete(key)
    this.sum -= entry.size
  }

  /** Forgets every value (not counted as evictions). */
  clear(): void {
    this.entries.clear()
    this.sum = 0
  }

  private evict(): void {
    while (this.sum > this.maxTotal) {
      const next = this.oldest.next()
      // Over the bound, some key is held, and every held key is ahead: never done.
      if (next.done) return
      const [key, entry] = next.value
      this.entries.delete(key)
      this.sum -= entry.size
      this.evictions++
    }
  }
}
