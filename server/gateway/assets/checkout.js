// The sandbox's stand-in for Razorpay's checkout.js (ADR 077): the same constructor, options,
// callbacks and events, so the page that takes payments cannot tell the two apart.
;(() => {
  const script = document.currentScript
  const sandboxBase = new URL(script ? script.src : "/gateway-sandbox/checkout.js", window.location.href)

  const paymentPageUrl = (options) => {
    const url = new URL(`/gateway-sandbox/pay/${encodeURIComponent(options.order_id)}`, sandboxBase)
    const prefill = options.prefill || {}
    const shown = {
      name: options.name,
      description: options.description,
      prefill_name: prefill.name,
      prefill_email: prefill.email,
      prefill_contact: prefill.contact,
    }
    for (const [key, value] of Object.entries(shown)) {
      if (typeof value === "string" && value !== "") url.searchParams.set(key, value)
    }
    return url
  }

  const popupFailure = (orderId, description) => ({
    error: {
      code: "BAD_REQUEST_ERROR",
      description,
      source: "customer",
      step: "payment_initiation",
      reason: "checkout_unavailable",
      metadata: { order_id: orderId, payment_id: "" },
    },
  })

  class Razorpay {
    constructor(options) {
      if (!options || typeof options.key !== "string" || options.key === "") {
        throw new Error("Razorpay: options.key is required")
      }
      if (typeof options.order_id !== "string" || options.order_id === "") {
        throw new Error("Razorpay: options.order_id is required")
      }
      this.options = options
      this.listeners = new Map()
      this.overlay = null
      this.frame = null
      this.returnFocus = null
      this.onMessage = (event) => this.receive(event)
    }

    on(event, callback) {
      const callbacks = this.listeners.get(event) || []
      callbacks.push(callback)
      this.listeners.set(event, callbacks)
    }

    emit(event, response) {
      for (const callback of this.listeners.get(event) || []) callback(response)
    }

    open() {
      if (this.overlay !== null) return
      const overlay = document.createElement("div")
      overlay.setAttribute("role", "dialog")
      overlay.setAttribute("aria-modal", "true")
      overlay.setAttribute("aria-label", "Payment")
      Object.assign(overlay.style, {
        position: "fixed",
        inset: "0",
        zIndex: "2147483647",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: "rgba(0, 0, 0, 0.6)",
      })
      const frame = document.createElement("iframe")
      frame.title = "Payment"
      Object.assign(frame.style, {
        width: "min(420px, 100%)",
        height: "min(600px, 100%)",
        border: "0",
        borderRadius: "8px",
        background: "#fff",
      })
      overlay.appendChild(frame)
      this.returnFocus = document.activeElement
      this.overlay = overlay
      this.frame = frame
      document.body.appendChild(overlay)
      window.addEventListener("message", this.onMessage)
      // The site forbids framing its own URLs (frame-ancestors 'none'), so the page is fetched and
      // framed as srcdoc: it then runs under this page's origin and policy, 'self' scripts only.
      fetch(paymentPageUrl(this.options), { credentials: "omit" })
        .then((answer) => {
          if (!answer.ok) throw new Error(`HTTP ${answer.status}`)
          return answer.text()
        })
        .then((page) => {
          if (this.frame !== frame) return
          frame.srcdoc = page
          frame.focus()
        })
        .catch(() => {
          if (this.frame !== frame) return
          this.close()
          this.emit(
            "payment.failed",
            popupFailure(this.options.order_id, "The payment window could not be opened"),
          )
          this.options.modal?.ondismiss?.()
        })
    }

    close() {
      if (this.overlay === null) return
      window.removeEventListener("message", this.onMessage)
      this.overlay.remove()
      this.overlay = null
      this.frame = null
      if (this.returnFocus && typeof this.returnFocus.focus === "function") this.returnFocus.focus()
    }

    receive(event) {
      if (this.frame === null || event.source !== this.frame.contentWindow || event.origin !== window.origin)
        return
      const message = event.data
      if (message?.source !== "gateway-sandbox" || message.orderId !== this.options.order_id) return
      if (message.type === "success") {
        this.close()
        this.options.handler?.(message.response)
      } else if (message.type === "failed") {
        // As with Razorpay, the window stays open: the traveller may try again or close it.
        this.emit("payment.failed", message.response)
      } else if (message.type === "dismiss") {
        this.close()
        this.options.modal?.ondismiss?.()
      }
    }
  }

  window.Razorpay = Razorpay
})()
