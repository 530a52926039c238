import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SectionError } from "~/features/home/HomeSection";
import { Pagination } from "~/ui/Pagination";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import * as styles from "./money.css";
import { MoneyPage, MoneySection } from "./MoneyUi";
import { MONEY_PATHS } from "./paths";
import { RANGES, recordHref } from "./record-filters";
import type { RecordView } from "./record.server";

const RANGE_LABELS = { today: "money.rangeToday", "7": "money.range7", "30": "money.range30", custom: "money.rangeCustom" } as const;
/** "bet.win" -> the pack's "bet_win" (a dot would be read as nesting). */
const kindKey = (kind: string) => `money.kinds.${kind.replace(".", "_")}` as "money.kinds.bet_win";

/** The account record: a GET filter form (works without JavaScript), totals, the rows, pages, or the empty message. */
export function RecordPage({ view }: { view: RecordView }) {
  const { t } = useTranslation();
  const { filters } = view;
  return (
    <MoneyPage name="transactionHistory" title={t("money.recordTitle")}>
      <Form method="get" action={MONEY_PATHS.transactionHistory} className={styles.card} role="search">
        <fieldset className={styles.choices}>
          <legend>{t("money.range")}</legend>
          {RANGES.map((range) => (
            <label key={range} className={styles.chip}>
              <input type="radio" name="range" value={range} defaultChecked={filters.range === range} />
              {t(RANGE_LABELS[range])}
            </label>
          ))}
        </fieldset>
        <div className={styles.choices}>
          <label className={ui.field}>
            <span className={ui.label}>{t("money.from")}</span>
            <input type="date" name="from" className={ui.input} defaultValue={filters.from} max={filters.to || undefined} />
          </label>
          <label className={ui.field}>
            <span className={ui.label}>{t("money.to")}</span>
            <input type="date" name="to" className={ui.input} defaultValue={filters.to} />
          </label>
          <label className={ui.field}>
            <span className={ui.label}>{t("money.type")}</span>
            <select name="kind" className={ui.input} defaultValue={filters.kind ?? ""}>
              <option value="">{t("money.allTypes")}</option>
              {view.kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(kindKey(kind))}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div>
          <button type="submit" className={cx(ui.button.primary)}>
            {t("money.search")}
          </button>
        </div>
      </Form>
      {view.rangeError ? (
        <p role="alert" className={styles.alert} data-state="range-error">
          {t(view.rangeError, { days: view.maxRangeDays })}
        </p>
      ) : null}
      {view.list === null ? null : !view.list.ok ? (
        <SectionError code={view.list.error} />
      ) : (
        <MoneySection title={t("money.recordTitle")} name="record">
          <p className={styles.row}>
            <span data-total="in">
              {t("money.totalIn")}: <strong>{view.list.value.totalIn}</strong>
            </span>
            <span data-total="out">
              {t("money.totalOut")}: <strong>{view.list.value.totalOut}</strong>
            </span>
          </p>
          {view.list.value.rows.length === 0 ? (
            <p className={styles.muted} data-state="empty">
              {t("money.noRecords")}
            </p>
          ) : (
            <div className={styles.scroll}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th className={styles.cell} scope="col">{t("money.time")}</th>
                    <th className={styles.cell} scope="col">{t("money.type")}</th>
                    <th className={styles.cell} scope="col">{t("money.wallet")}</th>
                    <th className={styles.number} scope="col">{t("money.change")}</th>
                    <th className={styles.number} scope="col">{t("money.balance")}</th>
                    <th className={styles.cell} scope="col">{t("money.reference")}</th>
                  </tr>
                </thead>
                <tbody>
                  {view.list.value.rows.map((row) => (
                    <tr key={row.id} data-kind={row.kind}>
                      <td className={styles.cell}>{row.time}</td>
                      <td className={styles.cell}>{t(kindKey(row.kind))}</td>
                      <td className={styles.cell}>{row.wallet === "MAIN" ? t("money.mainWallet") : row.wallet}</td>
                      <td className={styles.number}>{row.change}</td>
                      <td className={styles.number}>{row.balance}</td>
                      <td className={styles.cell}>{row.reference}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            page={view.list.value.page}
            totalPages={view.list.value.totalPages}
            hrefOf={(page) => recordHref(MONEY_PATHS.transactionHistory, filters, page)}
            label={t("money.recordPages")}
          />
        </MoneySection>
      )}
    </MoneyPage>
  );
}
