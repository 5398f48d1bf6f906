/** The address once: the street often names the locality already ('12, MG Road, Indiranagar'). */
export const addressOf = (parts: ReadonlyArray<string>): string => {
  const seen = new Set<string>()
  return parts
    .flatMap((part) => part.split(","))
    .map((part) => part.trim())
    .filter((part) => {
      const key = part.toLowerCase()
      if (part === "" || seen.has(key)) return false
      seen.add(key)
      return true
    })
    .join(", ")
}

/** An Indian mobile as people write it, '+91 98450 12345'; other numbers as given. */
export const readablePhone = (phone: string): string => {
  const indian = /^\+91(\d{5})(\d{5})$/.exec(phone)
  return indian === null ? phone : `+91 ${indian[1]} ${indian[2]}`
}
