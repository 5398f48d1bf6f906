import { describe, expect, it } from "vitest"
import { channelOf, hostName } from "./hosts.ts"

const config = {
  mainHosts: ["localhost", "127.0.0.1", "[::1]"],
  gdcHosts: ["gdc1.localhost", "gdc2.localhost"],
}

describe("Host header to channel", () => {
  it("reads host names with or without a port, in any case", () => {
    expect(hostName("LocalHost:3000")).toBe("localhost")
    expect(hostName("[::1]:8080")).toBe("[::1]")
    expect(hostName("[::1]")).toBe("[::1]")
    expect(hostName("gdc1.localhost")).toBe("gdc1.localhost")
  })

  it("refuses anything after the address but a port", () => {
    for (const header of ["[::1]junk", "[::1]:80x", "localhost:3000:1", "localhost:", "", "[::1"]) {
      expect(hostName(header), header).toBeNull()
    }
  })

  it("follows the configured hosts: main hosts are website, gdc hosts are gdc, others none", () => {
    expect(channelOf(config, "localhost:3000")).toBe("website")
    expect(channelOf(config, "[::1]:3000")).toBe("website")
    expect(channelOf(config, "gdc2.localhost:3000")).toBe("gdc")
    expect(channelOf(config, "evil.example")).toBeNull()
    expect(channelOf(config, "[::1]junk")).toBeNull()
    expect(channelOf(config, undefined)).toBeNull()
  })
})
