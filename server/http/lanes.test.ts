import type { AddressInfo } from "node:net"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type Lane, laneServer, plainRequest } from "./lanes.ts"

const known = { search_string: 1, session_token: 1 }
const names = fc.constantFrom(...Object.keys(known))
const value = fc.string({ unit: "grapheme", maxLength: 10 })

describe("plainRequest", () => {
  it("reads back the fields a query gives once each, however they are spelled", () => {
    fc.assert(
      fc.property(fc.dictionary(names, value), fc.constantFrom("/a/", "/a"), (fields, path) => {
        const query = new URLSearchParams(fields).toString()
        expect(plainRequest(query === "" ? path : `${path}?${query}`, known)).toEqual({ path, fields })
      }),
    )
  })

  it("refuses a query that repeats a field or names one the endpoint does not have", () => {
    fc.assert(
      fc.property(names, value, value, fc.string({ maxLength: 8 }), (name, first, second, other) => {
        const repeated = new URLSearchParams([
          [name, first],
          [name, second],
        ])
        expect(plainRequest(`/a/?${repeated}`, known)).toBeUndefined()
        if (!Object.hasOwn(known, other)) {
          expect(plainRequest(`/a/?${new URLSearchParams([[other, first]])}`, known)).toBeUndefined()
        }
      }),
    )
  })

  it("keeps the path apart from an empty query", () => {
    expect(plainRequest("/a/?", known)).toEqual({ path: "/a/", fields: {} })
    expect(plainRequest("/a/?constructor=1", known)).toBeUndefined()
  })
})

/** What a client gets from a lane server whose router answers "routed". */
const answerThrough = async (lane: Lane): Promise<string> => {
  const server = laneServer({}, lane)
  server.on("request", (_request, response) => response.end("routed"))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  try {
    return await fetch(`http://127.0.0.1:${port}/`).then(
      (answer) => answer.text(),
      () => "connection closed",
    )
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}

describe("laneServer", () => {
  it("gives the router every request a lane leaves, and none it answers", async () => {
    expect(await answerThrough(() => false)).toBe("routed")
    expect(
      await answerThrough((_request, response) => {
        response.end("laned")
        return true
      }),
    ).toBe("laned")
  })

  it("gives the router a request its lane took and handed on later", async () => {
    expect(
      await answerThrough((_request, _response, toRouter) => {
        setTimeout(toRouter, 5)
        return true
      }),
    ).toBe("routed")
  })

  it("gives the router a request whose lane threw before writing, and closes one it threw after", async () => {
    expect(
      await answerThrough(() => {
        throw new Error("lane bug")
      }),
    ).toBe("routed")
    expect(
      await answerThrough((_request, response) => {
        response.writeHead(200)
        response.write("half")
        throw new Error("lane bug")
      }),
    ).toBe("connection closed")
  })
})
