import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { runBooking } from "../../tests/lib/run-booking.ts"
import { generateJourneys, TooManyPaths } from "./generate.ts"
import { datesJourneys } from "./generate-dates.ts"
import { locationJourneys } from "./generate-location.ts"
import { roomsJourneys } from "./generate-rooms.ts"

let dir = ""
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "generate-"))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const generate = (...args: Array<string>) => runBooking("journey", "generate", ...args)

describe("booking journey generate", () => {
  it("refuses a machine it has no step mapping for with exit 2, naming the supported ones", async () => {
    const { exit, err } = await generate("--machine", "cart", "--out", dir)
    expect(exit).toBe(2)
    expect(err).toContain(
      "no journeys are generated for 'cart'; supported: locationInput, roomsGuests, dateRangePicker",
    )
    expect(await readdir(dir)).toEqual([])
  })

  it("writes journeys the loader accepts, and replaces those of an earlier run", async () => {
    await writeFile(join(dir, "roomsGuests-99-stale.yaml"), "name: stale\n")
    const { exit, out } = await generate("--machine", "roomsGuests", "--out", dir)
    expect(exit, out).toBe(0)
    const files = await readdir(dir)
    expect(files).not.toContain("roomsGuests-99-stale.yaml")
    expect(files).toContainEqual(
      expect.stringMatching(/^roomsGuests-\d+-open-rooms-and-guests-add-a-room-apply\.yaml$/),
    )
    const validate = await runBooking("journey", "validate", dir)
    expect(validate.exit, validate.err).toBe(0)
    expect(validate.out).toBe(`${files.length} journeys valid\n`)
  })

  it("says how many paths it skipped and why", async () => {
    const { exit, out } = await generate("--machine", "locationInput", "--out", dir)
    expect(exit).toBe(0)
    expect(out).toMatch(/^\d+ paths skipped:$/m)
    expect(out).toMatch(/^ {2}\d+ {2}the server answers; a failed lookup is not staged$/m)
    expect(out).toMatch(/^ {2}\d+ {2}a location step waits for the lookup it starts$/m)
  })

  it("writes every simple path the walk can take", async () => {
    const { exit, out } = await generate("--machine", "dateRangePicker", "--paths", "simple", "--out", dir)
    expect(exit, out).toBe(0)
    expect(out).toMatch(/^\d+ journeys written to .* \(simple paths of dateRangePicker\)$/m)
  })
})

describe("generateJourneys", () => {
  it("expects what the traveller sees after every step of the path", () => {
    const { journeys } = generateJourneys(locationJourneys, "shortest")
    const picked = journeys.find((j) =>
      j.name.endsWith(": type kora; wait 500ms; arrow down; arrow down; enter"),
    )
    expect(picked?.steps).toEqual([
      { "cookie.set": { name: "recent_searches", recentSearches: [{ label: "Goa" }] } },
      { "location.type": "kora" },
      { "expect.location": { text: "kora", open: false, valid: false } },
      { "time.advance": "500ms" },
      {
        "expect.location": {
          text: "kora",
          open: true,
          valid: false,
          options: { first: "Koramangala, Bengaluru", count: 3 },
          highlighted: null,
        },
      },
      { "location.highlight": "down" },
      expect.objectContaining({
        "expect.location": expect.objectContaining({ highlighted: "Koramangala, Bengaluru" }),
      }),
      { "location.highlight": "down" },
      expect.objectContaining({
        "expect.location": expect.objectContaining({ highlighted: "Mayur Bungalow, Koramangala, Bengaluru" }),
      }),
      "location.confirm",
      { "expect.location": { text: "Mayur Bungalow, Koramangala, Bengaluru", open: false, valid: true } },
    ])
  })

  it("gives up on simple paths past its budget", () => {
    // Keyed by the visible months too, the calendar's simple paths number in the millions.
    expect(() => generateJourneys({ ...datesJourneys, simpleKey: undefined }, "simple")).toThrow(
      new TooManyPaths("dateRangePicker"),
    )
  }, 60_000)

  it("leaves out a path that another journey walks to its end", () => {
    const { journeys } = generateJourneys(roomsJourneys, "shortest")
    const keys = journeys.map((j) => j.steps.map((s) => JSON.stringify(s)))
    for (const short of keys)
      for (const long of keys)
        if (short !== long)
          expect(short.every((s, i) => s === long[i]) && short.length <= long.length).toBe(false)
  })
})
