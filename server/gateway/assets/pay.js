// The sandbox's payment window: records the traveller's choice with the sandbox and tells the
// page that opened it (checkout.js) how it went.
;(() => {
  const sheet = document.querySelector("[data-order-id]")
  if (sheet === null) return
  const orderId = sheet.getAttribute("data-order-id")
  const form = sheet.querySelector("form")
  const status = sheet.querySelector("[role=status]")
  const opener = window.parent !== window ? window.parent : window.opener

  const tell = (type, response) => {
    opener?.postMessage({ source: "gateway-sandbox", orderId, type, response }, window.origin)
  }

  for (const button of sheet.querySelectorAll("[data-action=dismiss]")) {
    button.addEventListener("click", () => tell("dismiss"))
  }
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") tell("dismiss")
  })

  if (form === null) {
    sheet.querySelector("[data-action=dismiss]")?.focus()
    return
  }
  form.querySelector("input[name=method]:checked")?.focus()

  form.addEventListener("submit", async (event) => {
    event.preventDefault()
    const buttons = form.querySelectorAll("button")
    const data = new FormData(form)
    const body = {
      method: data.get("method"),
      outcome: event.submitter?.value === "fail" ? "fail" : "capture",
      email: data.get("email") || "",
      contact: data.get("contact") || "",
    }
    for (const button of buttons) button.disabled = true
    status.textContent = "Processing…"
    try {
      const answer = await fetch(form.getAttribute("action"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        credentials: "omit",
      })
      const result = await answer.json()
      if (answer.ok && result.razorpay_payment_id) {
        status.textContent = "Payment successful."
        tell("success", result)
        return
      }
      status.textContent = result.error?.description ?? "The payment could not be recorded."
      if (answer.ok) tell("failed", result)
    } catch {
      status.textContent = "The payment could not be recorded. Please try again."
    }
    for (const button of buttons) button.disabled = false
  })
})()
