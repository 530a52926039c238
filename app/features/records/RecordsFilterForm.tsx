import { Form } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { RANGE_PRESETS } from "./date-range";
import type { RecordsFilters } from "./types";
import * as styles from "./records.css";

interface Props {
  filters: RecordsFilters;
  /** The type filter's label ("Game type", "Bonus type"); the filter shows only when `filters.types` has choices. */
  typeLabel: string;
  /** A type code's translated name. */
  typeName: (type: string) => string;
  /** A page's own fields (the agent reports' member), before the search button. */
  children?: ReactNode;
  /** The type filter's "all" choice, when "All types" does not fit its label. */
  allLabel?: string;
}

/**
 * A record page's filters as a GET form: every view has its own URL, and the form works
 * without JavaScript. Submitting starts again at page 1 (the form carries no `page`).
 * The custom dates are always shown (no script decides when), and used when the range
 * is "custom"; a custom range that could not be used is named under the form.
 */
export function RecordsFilterForm({ filters, typeLabel, typeName, allLabel, children }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const custom = filters.preset === "custom" || filters.problem !== null;
  const problemId = `${id}-problem`;
  const hintId = `${id}-hint`;
  const describedBy = [filters.problem ? problemId : "", filters.limits ? hintId : ""].filter(Boolean).join(" ") || undefined;
  const dateBounds = filters.limits ? { min: filters.limits.earliest, max: filters.limits.today } : {};
  return (
    <Form method="get" className={styles.filters} aria-label={t("records.filters")} data-records="filters">
      <div className={cx(ui.field, styles.control)}>
        <label className={ui.label} htmlFor={`${id}-range`}>
          {t("records.range")}
        </label>
        <select id={`${id}-range`} name="range" className={ui.input} defaultValue={custom ? "custom" : filters.preset}>
          {RANGE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`records.ranges.${preset}`)}
            </option>
          ))}
        </select>
      </div>
      {(["from", "to"] as const).map((end) => (
        <div key={end} className={cx(ui.field, styles.control)}>
          <label className={ui.label} htmlFor={`${id}-${end}`}>
            {t(`records.${end}`)}
          </label>
          <input
            id={`${id}-${end}`}
            type="date"
            name={end}
            className={ui.input}
            defaultValue={custom ? filters.typed[end] : filters[end]}
            aria-invalid={filters.problem ? true : undefined}
            aria-describedby={describedBy}
            {...dateBounds}
          />
        </div>
      ))}
      {filters.types.length > 0 ? (
        <div className={cx(ui.field, styles.control)}>
          <label className={ui.label} htmlFor={`${id}-type`}>
            {typeLabel}
          </label>
          <select id={`${id}-type`} name="type" className={ui.input} defaultValue={filters.type ?? ""}>
            <option value="">{allLabel ?? t("records.allTypes")}</option>
            {filters.types.map((type) => (
              <option key={type} value={type}>
                {typeName(type)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {children}
      <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)}>
        {t("records.search")}
      </button>
      {filters.limits ? (
        <p id={hintId} className={styles.hint}>
          {t("records.customHint", { days: filters.limits.maxRangeDays })}
        </p>
      ) : null}
      {filters.problem ? (
        <p id={problemId} className={styles.problem} role="alert" data-records="problem">
          {t(`records.problems.${filters.problem}`, { days: filters.limits?.maxRangeDays })}
        </p>
      ) : null}
    </Form>
  );
}
