import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto"
import { Effect } from "effect"

/**
 * scrypt is memory-hard, so guessing on GPUs costs memory as well as time. N=2^15, r=8, p=3 is one
 * of OWASP's equivalent minimums (32 MiB, about 0.2 s on the project's machine). The parameters
 * travel with each hash, so raising them later leaves older hashes verifiable.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const
const SALT_BYTES = 16
const KEY_BYTES = 32
/** Node refuses scrypt above 32 MiB unless told; N and r above need 128·N·r = 32 MiB plus working room. */
const MAX_MEMORY = 64 * 1024 * 1024

const derive = (password: string, salt: Buffer, params: ScryptOptions, length: number) =>
  Effect.callback<Buffer>((resume) => {
    scrypt(password.normalize("NFC"), salt, length, { ...params, maxmem: MAX_MEMORY }, (error, key) =>
      // Only bad parameters make scrypt fail, and ours are constants: a defect, not a wrong password.
      resume(error === null ? Effect.succeed(key) : Effect.die(error)),
    )
  })

const encode = (params: ScryptOptions, salt: Buffer, key: Buffer) =>
  `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString("base64url")}$${key.toString("base64url")}`

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export const hashPassword = (password: string) =>
  Effect.suspend(() => {
    const salt = randomBytes(SALT_BYTES)
    return Effect.map(derive(password, salt, PARAMS, KEY_BYTES), (key) => encode(PARAMS, salt, key))
  })

/**
 * Stands in for the stored hash when there is none (unknown e-mail, or an account without a
 * password), so those answers take as long as a wrong password and do not tell accounts apart.
 */
const DUMMY_HASH = encode(PARAMS, Buffer.alloc(SALT_BYTES), Buffer.alloc(KEY_BYTES))

const parse = (stored: string) => {
  const [scheme, n, r, p, salt, key] = stored.split("$")
  if (scheme !== "scrypt" || salt === undefined || key === undefined) return undefined
  const params = { N: Number(n), r: Number(r), p: Number(p) }
  if (!Object.values(params).every(Number.isSafeInteger)) return undefined
  return { params, salt: Buffer.from(salt, "base64url"), key: Buffer.from(key, "base64url") }
}

/** Whether `password` matches `stored`; with no stored hash it spends the same time and says no. */
export const verifyPassword = (password: string, stored: string | null) =>
  Effect.gen(function* () {
    const parsed = parse(stored ?? DUMMY_HASH)
    if (parsed === undefined) return yield* Effect.die(new Error("Unreadable password hash"))
    const key = yield* derive(password, parsed.salt, parsed.params, parsed.key.length)
    return timingSafeEqual(key, parsed.key) && stored !== null
  })
