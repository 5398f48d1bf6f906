import type { OrderEntity } from "./wire.ts"

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" })

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** What checkout.js passes on from the options the page opened the popup with; shown, never trusted. */
export interface PaymentPageDisplay {
  readonly merchant: string
  readonly description: string
  readonly name: string
  readonly email: string
  readonly contact: string
}

const METHODS = [
  ["card", "Card"],
  ["upi", "UPI"],
  ["netbanking", "Net banking"],
] as const

/**
 * The sandbox's payment window. No inline script or style: it runs under the site's CSP, both
 * on its own and framed by checkout.js. The amount is the order's, whatever the page was told.
 */
export const paymentPage = (order: OrderEntity, display: PaymentPageDisplay): string => {
  const amount = escapeHtml(rupees.format(order.amount / 100))
  const paid = order.status === "paid"
  const action = `/gateway-sandbox/pay/${encodeURIComponent(order.id)}`
  const payer = [display.name, display.email, display.contact].filter((part) => part !== "").join(" · ")
  const form = paid
    ? `<p class="note" role="status">This order has been paid.</p>`
    : `<form method="post" action="${escapeHtml(action)}">
      <fieldset>
        <legend>Pay with</legend>
        ${METHODS.map(
          ([value, label], index) =>
            `<label><input type="radio" name="method" value="${value}"${index === 0 ? " checked" : ""}> ${label}</label>`,
        ).join("\n        ")}
      </fieldset>
      <input type="hidden" name="email" value="${escapeHtml(display.email)}">
      <input type="hidden" name="contact" value="${escapeHtml(display.contact)}">
      <div class="actions">
        <button type="submit" class="pay" name="outcome" value="capture">Pay ${amount}</button>
        <button type="submit" class="fail" name="outcome" value="fail">Fail payment</button>
      </div>
      <p role="status" aria-live="polite"></p>
    </form>`
  return `<!doctype html>
<html lang="en-IN">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Pay ${amount} · Payment sandbox</title>
  <link rel="stylesheet" href="/gateway-sandbox/pay.css">
  <script src="/gateway-sandbox/pay.js" defer></script>
</head>
<body>
  <main class="sheet" aria-labelledby="pay-title" data-order-id="${escapeHtml(order.id)}">
    <header>
      <h1 id="pay-title">${escapeHtml(display.merchant || "Payment")}</h1>
      <button type="button" class="close" data-action="dismiss" aria-label="Close the payment window">×</button>
    </header>
    ${display.description === "" ? "" : `<p>${escapeHtml(display.description)}</p>`}
    <p class="amount">Amount to pay <strong>${amount}</strong></p>
    ${payer === "" ? "" : `<p>Paying as ${escapeHtml(payer)}</p>`}
    <p class="note">Payment sandbox: no money moves. Choose a method, then Pay or Fail payment.</p>
    ${form}
  </main>
</body>
</html>
`
}

/** The page for an order the sandbox does not know. */
export const unknownOrderPage = `<!doctype html>
<html lang="en-IN">
<head>
  <meta charset="utf-8">
  <meta name="robots" content="noindex">
  <title>Unknown order · Payment sandbox</title>
  <link rel="stylesheet" href="/gateway-sandbox/pay.css">
  <script src="/gateway-sandbox/pay.js" defer></script>
</head>
<body>
  <main class="sheet" aria-labelledby="pay-title" data-order-id="">
    <header>
      <h1 id="pay-title">Unknown order</h1>
      <button type="button" class="close" data-action="dismiss" aria-label="Close the payment window">×</button>
    </header>
    <p role="status">The payment sandbox has no such order.</p>
  </main>
</body>
</html>
`
