const loading = new Map<string, Promise<void>>()

/** Adds a provider's script once, on first use, so pages that never sign in never load it. */
export const loadScript = (src: string): Promise<void> => {
  const known = loading.get(src)
  if (known !== undefined) return known
  const loaded = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script")
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      loading.delete(src)
      script.remove()
      reject(new Error(`${src} did not load`))
    }
    document.head.append(script)
  })
  loading.set(src, loaded)
  return loaded
}
