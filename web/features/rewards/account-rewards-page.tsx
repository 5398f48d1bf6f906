import { useEffect, useState } from "react"
import type { RewardStatements } from "#core/api/rewards.ts"
import layout from "../../components/ui/page-layout.module.css"
import { afterEffect } from "../../lib/after-effect.ts"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./rewards.module.css"
import { MemberRewardsFrame, WalletSummary } from "./rewards-parts.tsx"
import { StatementList } from "./statement-list.tsx"

type Loaded =
  | { readonly state: "loading" }
  | { readonly state: "failed" }
  | { readonly state: "loaded"; readonly data: RewardStatements }

/** The statement, fetched each time the page opens: it is the member's latest ledger. */
function Statement() {
  const t = useT()
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    void attempt
    const abort = new AbortController()
    setLoaded({ state: "loading" })
    afterEffect(() => import("./rewards-calls.ts"))
      .then((calls) => calls.fetchStatement(abort.signal))
      .then(
        (data) => setLoaded({ state: "loaded", data }),
        () => abort.signal.aborted || setLoaded({ state: "failed" }),
      )
    return () => abort.abort()
  }, [attempt])
  return (
    <section className={styles.section} aria-labelledby="statement-heading">
      <h2 id="statement-heading" className={layout.sectionHeading}>
        {t("rewards.statement.heading")}
      </h2>
      {loaded.state === "loading" ? (
        <p role="status">{t("rewards.loading")}</p>
      ) : loaded.state === "failed" ? (
        <div role="alert" className={cx(layout.panel, styles.panel)}>
          <p>{t("rewards.loadFailed")}</p>
          <button type="button" className={styles.button} onClick={() => setAttempt((n) => n + 1)}>
            {t("rewards.retry")}
          </button>
        </div>
      ) : (
        <StatementList statements={loaded.data.statements} />
      )}
    </section>
  )
}

/** /account/rewards/ (spec-checkout §2, member only): the wallet and its statement. */
export function AccountRewardsPage() {
  const t = useT()
  return (
    <MemberRewardsFrame heading={t("rewards.account.heading")}>
      {(balance) => (
        <>
          <WalletSummary balance={balance} />
          <Statement />
        </>
      )}
    </MemberRewardsFrame>
  )
}
