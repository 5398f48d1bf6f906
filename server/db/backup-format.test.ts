import { describe, expect, it } from "vitest"
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  formatEnd,
  formatHeader,
  formatRow,
  formatSequence,
  parseBackup,
} from "./backup-format.ts"

const known = { tables: ["cities", "outbox"], migrations: ["1_catalogue", "2_outbox", "3_telemetry"] }
const header = formatHeader({
  format: BACKUP_FORMAT,
  version: BACKUP_VERSION,
  createdAt: "2026-11-24T00:00:00.000Z",
  source: "PGlite in /data",
  migrations: ["1_catalogue", "2_outbox"],
})
const big = '{"id":9007199254740993,"note":"tab\\there"}'
const body = [
  formatRow("cities", '{"id":1,"name":"Bengaluru"}'),
  formatRow("outbox", big),
  formatSequence({ name: "outbox_id_seq", lastValue: "9007199254740993", isCalled: true }),
].join("")
const valid = `${header}${body}${formatEnd({ cities: 1, outbox: 1, users: 0 }, 1)}`

const refusal = (text: string) => {
  try {
    parseBackup(text, known)
  } catch (error) {
    return (error as Error).message
  }
  return "accepted"
}

describe("backup file format", () => {
  it("reads rows, sequences and the schema they fit, keeping row text as written", () => {
    const backup = parseBackup(valid, known)
    expect(backup.header.migrations).toEqual(["1_catalogue", "2_outbox"])
    expect(backup.rows.get("outbox")).toEqual([big])
    expect(backup.sequences).toEqual([
      { name: "outbox_id_seq", lastValue: "9007199254740993", isCalled: true },
    ])
  })

  it("refuses files that are not backups", () => {
    expect(refusal("")).toMatch(/first line is not a backup header/)
    expect(refusal("hotel,city\nx,y\n")).toMatch(/first line is not a backup header/)
    expect(refusal('{"format":"something-else"}\n')).toMatch(/first line is not a backup header/)
    expect(refusal(valid.replace('"version":1', '"version":2'))).toMatch(/format version 2/)
  })

  it("refuses a backup cut short or with records that do not add up", () => {
    expect(refusal(`${header}${body}`)).toMatch(/no end line: the file was cut short/)
    expect(refusal(valid.replace(formatRow("cities", '{"id":1,"name":"Bengaluru"}'), ""))).toMatch(
      /incomplete/,
    )
    expect(refusal(`${valid}${formatRow("cities", "{}")}`)).toMatch(/line 6 follows the end line/)
    expect(refusal(valid.replace('{"id":1,"name":"Bengaluru"}', '{"id":1,'))).toMatch(
      /line 2 is not a valid record/,
    )
    expect(refusal(valid.replace("\ttrue", "\tyes"))).toMatch(/line 4 is not a valid record/)
  })

  it("refuses a backup from a version with tables or migrations this one does not have", () => {
    expect(refusal(valid.replace("row\tcities", "row\tspaceships"))).toMatch(
      /table booking does not have: spaceships/,
    )
    expect(refusal(valid.replace('"2_outbox"]', '"2_outbox","3_later"]'))).toMatch(/migration 3_later/)
  })
})
