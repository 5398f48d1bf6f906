/** A map of at most `max` entries; past it the least recently used goes first. */
export class Lru<V> {
  private readonly entries = new Map<string, V>()
  private readonly max: number

  constructor(max: number) {
    this.max = max
  }

  get size(): number {
    return this.entries.size
  }

  /** The value, now the most recently used. */
  get(key: string): V | undefined {
    const value = this.entries.get(key)
    if (value !== undefined) {
      // Map keeps insertion order: re-inserting makes this the most recently used.
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  /** The value, its place in the order unchanged. */
  peek(key: string): V | undefined {
    return this.entries.get(key)
  }

  set(key: string, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!)
  }

  delete(key: string): void {
    this.entries.delete(key)
  }

  clear(): void {
    this.entries.clear()
  }
}
