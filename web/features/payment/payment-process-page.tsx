import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { useNavigate, useParams } from "react-router"
import { PAYMENT_PAGE_NOTICE } from "#core/checkout/payment-messages.ts"
import { browserPaymentProcessingMachine } from "./payment-machines.ts"
import styles from "./payment-process-page.module.css"

/**
 * /payment-process/{bookingId}/ (spec-checkout §2, §4 'Payment processing page'): the page the
 * traveller waits on after paying. machines/payment-processing.machine.ts asks for the status and
 * decides the message and where to go; the page shows the one and follows the other.
 */
export function PaymentProcessPage() {
  const { bookingId = "" } = useParams()
  // The booking is the page: another id is another wait, with its own count of attempts.
  return <PaymentProcess key={bookingId} orderId={bookingId} />
}

function PaymentProcess({ orderId }: { readonly orderId: string }) {
  const navigate = useNavigate()
  const actor = useActorRef(browserPaymentProcessingMachine, { input: { orderId } })
  const message = useSelector(actor, (snapshot) => snapshot.context.message)
  const redirecting = useSelector(actor, (snapshot) => snapshot.hasTag("redirecting"))

  useEffect(() => {
    // The redirect replaces this page in history: going back must not start the wait again.
    const subscription = actor.on("navigate", ({ to }) => navigate(to, { replace: true }))
    return () => subscription.unsubscribe()
  }, [actor, navigate])

  return (
    <section className={styles.page} aria-busy={!redirecting} data-testid="payment-process">
      <div className={styles.spinner} aria-hidden="true" />
      <div role="status" aria-live="polite" className={styles.status}>
        <h1 className={styles.message}>{message}</h1>
      </div>
      <p className={styles.notice}>{PAYMENT_PAGE_NOTICE}</p>
    </section>
  )
}
