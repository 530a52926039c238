import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as styles from "~/ui/account-page.css";
import type { WithdrawalView } from "./withdraw.server";

/** Recent withdrawals: amount, bank, status or receipt, and for a paid one the link to confirm receipt. */
export function WithdrawalList({ withdrawals }: { withdrawals: WithdrawalView[] }) {
  const { t } = useTranslation();
  if (withdrawals.length === 0) {
    return (
      <p className={styles.muted} data-state="empty">
        {t("money.noWithdrawals")}
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {withdrawals.map((withdrawal) => (
        <li key={withdrawal.reference} className={styles.row} data-withdrawal={withdrawal.reference} data-status={withdrawal.status}>
          <span>
            <strong>{withdrawal.amount}</strong> · {withdrawal.bankAccount}
            <br />
            <span className={styles.muted}>
              {/* Its own bidi isolate: a time keeps its order in a right-to-left page. */}
              <bdi>{withdrawal.createdAt}</bdi> · {withdrawal.reference}
            </span>
          </span>
          <span data-receipt={withdrawal.receipt ?? undefined}>
            {withdrawal.receipt ? t(`money.receipt${withdrawal.receipt}`) : t(`money.status${withdrawal.status}`)}
            {withdrawal.received && withdrawal.remaining ? (
              <>
                <br />
                <span className={styles.muted}>
                  {t("money.receiptPartly", { received: withdrawal.received, remaining: withdrawal.remaining })}
                </span>
              </>
            ) : null}
          </span>
          {withdrawal.confirmHref ? (
            <span>
              <Link to={withdrawal.confirmHref}>{t("money.confirmReceipt")}</Link>
              {withdrawal.autoReceiptAt ? (
                <span className={styles.muted}> {t("money.autoReceipt", { time: withdrawal.autoReceiptAt })}</span>
              ) : null}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
