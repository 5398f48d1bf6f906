import type { RewardStatement } from "#core/api/rewards.ts"
import layout from "../../components/ui/page-layout.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./rewards.module.css"
import { formatPoints } from "./rewards-parts.tsx"

/** One ledger line as spec-checkout §3 'Wallet' lists it. */
function StatementLine({
  line,
  particularOf,
}: {
  readonly line: RewardStatement
  /** What a related credit was, so a debit names the credits it drew on as the member knows them. */
  readonly particularOf: (id: string) => string
}) {
  const t = useT()
  const sign = line.type === "credit" ? "+" : "−"
  return (
    <li className={cx(layout.panel, styles.line)} data-statement-id={line.id} data-type={line.type}>
      <div className={styles.lineTop}>
        <p className={styles.particular}>{line.particular}</p>
        <p className={line.type === "credit" ? styles.credit : styles.debit}>
          <span className="visually-hidden">{t(`rewards.statement.${line.type}`)} </span>
          <span aria-hidden="true">{sign}</span>
          {t("rewards.points", { points: formatPoints(line.amount) })}
        </p>
      </div>
      <dl className={styles.lineFacts}>
        <div>
          <dt>{t("rewards.statement.created")}</dt>
          <dd>{line.created_at}</dd>
        </div>
        <div>
          <dt>{t("rewards.statement.status")}</dt>
          <dd>
            <span className={`${styles.badge} ${styles[line.status]}`}>
              {t(`rewards.statement.status.${line.status}`)}
            </span>
            {line.is_perishable ? (
              <span className={styles.badge}>{t("rewards.statement.perishable")}</span>
            ) : null}
          </dd>
        </div>
        {line.type === "credit" ? (
          <>
            <div>
              <dt>{t("rewards.statement.available")}</dt>
              <dd>{t("rewards.points", { points: formatPoints(line.available_amount) })}</dd>
            </div>
            <div>
              <dt>{t("rewards.statement.expires")}</dt>
              <dd>{line.expires_on}</dd>
            </div>
          </>
        ) : line.related_credits.length > 0 ? (
          <div>
            <dt>{t("rewards.statement.paidBy")}</dt>
            <dd>
              {line.related_credits
                .map((c) =>
                  t("rewards.statement.paidByCredit", {
                    amount: formatPoints(c.amount),
                    credit: particularOf(c.id),
                  }),
                )
                .join(", ")}
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  )
}

export function StatementList({ statements }: { readonly statements: ReadonlyArray<RewardStatement> }) {
  const t = useT()
  if (statements.length === 0) return <p className={styles.empty}>{t("rewards.statement.empty")}</p>
  const particulars = new Map(statements.map((line) => [line.id, line.particular]))
  const particularOf = (id: string) => particulars.get(id) ?? id
  return (
    <ul className={styles.lines}>
      {statements.map((line) => (
        <StatementLine key={line.id} line={line} particularOf={particularOf} />
      ))}
    </ul>
  )
}
