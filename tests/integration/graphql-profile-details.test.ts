import { describe, expect, it } from "vitest"
import type { GraphqlErrorEntry } from "#core/api/graphql.ts"
import { PROFILE_DETAILS_OPERATIONS } from "#core/services/profile-details-graphql.ts"
import { authClient, callFrom } from "./lib/auth.ts"
import type { Answer } from "./lib/http.ts"
import { onEveryDatabase } from "./lib/server.ts"

interface GraphqlBody {
  readonly data?: Record<string, unknown> | null
  readonly errors?: ReadonlyArray<GraphqlErrorEntry>
}
const bodyOf = (answer: Answer) => answer.json as GraphqlBody

const NONE = { title: null, gender: null, language: null, preferences: [] }

onEveryDatabase("GraphQL: the member's profile details (ADR 089)", (server) => {
  const auth = authClient(() => server().url)
  const operation = (name: keyof typeof PROFILE_DETAILS_OPERATIONS, variables: object, token?: string) =>
    callFrom(server().url, "127.0.0.1", "/api/graphql/", {
      body: { query: PROFILE_DETAILS_OPERATIONS[name], operationName: name, variables },
      token,
    })

  let seq = 0
  const newMember = async () => {
    seq += 1
    const { token } = await auth.register({
      email: `details.${seq}@example.in`,
      phone_number: auth.newPhone(),
      password: "long enough secret",
    })
    return token
  }
  const detailsOf = async (token: string) => {
    const answer = await operation("MeWithDetails", {}, token)
    expect(answer.status, answer.text).toBe(200)
    return (bodyOf(answer).data!.me as { details: unknown }).details
  }
  const save = (token: string, variables: object) => operation("UpdateProfileDetails", variables, token)

  it("has no details until the member gives some", async () => {
    expect(await detailsOf(await newMember())).toEqual(NONE)
  })

  it("saves title, gender, language and preferences, and reads them back trimmed and in order", async () => {
    const token = await newMember()
    const answer = await save(token, {
      title: "Dr.",
      gender: "female",
      language: "en-IN",
      preferences: [
        { type: "spa", note: "  evening slots " },
        { type: "F&B" },
        { type: "room", note: "high floor" },
      ],
    })
    expect(answer.status, answer.text).toBe(200)
    const saved = {
      title: "Dr.",
      gender: "female",
      language: "en-IN",
      preferences: [
        { type: "room", note: "high floor" },
        { type: "F&B", note: "" },
        { type: "spa", note: "evening slots" },
      ],
    }
    expect((bodyOf(answer).data!.updateProfileDetails as { details: unknown }).details).toEqual(saved)
    expect(await detailsOf(token)).toEqual(saved)
  })

  it("keeps a note's line breaks, as line feeds whatever the box sent", async () => {
    const token = await newMember()
    const answer = await save(token, {
      preferences: [
        { type: "room", note: "High floor\r\nnear the lift" },
        { type: "spa", note: "Evenings\rafter 6" },
      ],
    })
    expect(answer.status, answer.text).toBe(200)
    expect(((await detailsOf(token)) as { preferences: unknown }).preferences).toEqual([
      { type: "room", note: "High floor\nnear the lift" },
      { type: "spa", note: "Evenings\nafter 6" },
    ])
  })

  it("replaces all details: null clears a value and unlisted preferences go", async () => {
    const token = await newMember()
    await save(token, {
      title: "Mr.",
      gender: "male",
      language: "en-GB",
      preferences: [{ type: "transfers" }],
    })
    const answer = await save(token, { title: null, language: "fr-FR", preferences: [] })
    expect(answer.status, answer.text).toBe(200)
    expect(await detailsOf(token)).toEqual({ ...NONE, language: "fr-FR" })
  })

  const before = {
    title: "Mrs.",
    gender: "other",
    language: "en-IN",
    preferences: [{ type: "others", note: "quiet" }],
  }
  const refusals: ReadonlyArray<[string, object, string, RegExp]> = [
    ["a title", { title: "Sir" }, "title", /title: must be one of Mr\., Miss\., Mrs\., Mstr\., Dr\./],
    ["a gender", { gender: "unknown" }, "gender", /gender: must be one of male, female, other/],
    ["a language", { language: "de-DE" }, "language", /language: must be one of en-GB, fr-FR, en-IN/],
    [
      "a preference type",
      { preferences: [{ type: "gym" }] },
      "preferences",
      /type must be one of room, housekeeping, F&B/,
    ],
    [
      "a repeated preference",
      { preferences: [{ type: "spa" }, { type: "spa" }] },
      "preferences",
      /spa is listed more than once/,
    ],
    [
      "a note with a tab in it",
      { preferences: [{ type: "room", note: "high\tfloor" }] },
      "preferences",
      /preferences: must not contain control characters other than line breaks/,
    ],
    [
      "a note over 200 characters",
      { preferences: [{ type: "room", note: "x".repeat(201) }] },
      "preferences",
      /at most 200 characters/,
    ],
  ]
  for (const [what, change, field, message] of refusals) {
    it(`refuses ${what} with a clear error and changes nothing`, async () => {
      const token = await newMember()
      expect((await save(token, before)).status).toBe(200)
      const answer = await save(token, { ...before, ...change })
      expect(answer.status, answer.text).toBe(200)
      const body = bodyOf(answer)
      expect(body.data).toBeNull()
      expect(body.errors![0]!.extensions).toMatchObject({ code: "invalid_payload", field })
      expect(body.errors![0]!.message).toMatch(message)
      expect(await detailsOf(token)).toEqual(before)
    })
  }

  describe("without a session", () => {
    it("answers 401 and saves nothing", async () => {
      const answer = await save("not-a-token", { title: "Mr.", preferences: [] })
      expect(answer.status, answer.text).toBe(401)
      expect(bodyOf(answer).errors![0]!.extensions.code).toBe("unauthorized")
    })
  })
})
