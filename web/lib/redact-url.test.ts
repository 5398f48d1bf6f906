import { describe, expect, it } from "vitest"
import { redactUrl } from "./redact-url.ts"

describe("the address an error report carries", () => {
  it("hides the reset link's token and keeps the rest", () => {
    expect(redactUrl("https://www.example.in/forgot-password/?token=s3cret&x=1")).toBe(
      "https://www.example.in/forgot-password/?token=redacted&x=1",
    )
  })

  it("leaves an address without secrets as it is", () => {
    expect(redactUrl("https://www.example.in/hotels-in-goa/?page=2")).toBe(
      "https://www.example.in/hotels-in-goa/?page=2",
    )
  })
})
