// The social sign-in sandbox's window (ADR 085): mints a token for the person entered with the
// server's local issuer and posts it to the page that opened this window, on this origin only.
;(() => {
  const sheet = document.querySelector("[data-provider]")
  if (sheet === null) return
  const provider = sheet.getAttribute("data-provider")
  const form = sheet.querySelector("form")
  const status = sheet.querySelector("[role=status]")

  const tell = (message) => {
    window.opener?.postMessage({ type: "social-sandbox", provider, ...message }, window.origin)
    window.close()
  }

  sheet.querySelector("[data-action=cancel]").addEventListener("click", () => tell({ outcome: "cancelled" }))
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") tell({ outcome: "cancelled" })
  })
  form.querySelector("input")?.focus()

  form.addEventListener("submit", async (event) => {
    event.preventDefault()
    if (!form.reportValidity()) return
    const data = new FormData(form)
    const buttons = form.querySelectorAll("button")
    for (const button of buttons) button.disabled = true
    status.textContent = "Signing in…"
    try {
      const answer = await fetch("/api/test/social/token", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          provider,
          name: String(data.get("name")).trim(),
          email: String(data.get("email")).trim(),
        }),
      })
      const body = await answer.json()
      if (!answer.ok || typeof body?.data?.token !== "string") throw new Error("refused")
      tell({ outcome: "token", token: body.data.token })
    } catch {
      status.textContent = "The sandbox could not sign you in. Check the e-mail and try again."
      for (const button of buttons) button.disabled = false
    }
  })
})()
