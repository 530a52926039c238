import { useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { FieldState } from "~/forms/use-form-state";
import { TextInput } from "~/ui/FormParts";
import * as styles from "./money.css";

/**
 * A money page: its title and sections (every page of the member centre's money area). While
 * the page itself reloads (a filter, a preset, the redirect after a post) it says so and is
 * marked busy.
 */
export function MoneyPage({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const reloading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <div className={styles.page} data-page={name} aria-busy={reloading}>
      <h1 className={styles.heading}>{title}</h1>
      {reloading ? (
        <p role="status" className={styles.muted} data-state="loading">
          {t("common.loading")}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** A titled box of a money page. */
export function MoneySection({ title, children, name }: { title: string; children: ReactNode; name?: string }) {
  const id = `money-${name ?? title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section className={styles.card} aria-labelledby={id} data-section={name}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The withdrawal password of a money form (six digits, never refilled): a form state's field spread in. */
export function WithdrawPasswordInput({ id, errors, control }: Pick<FieldState, "id" | "errors" | "control">) {
  const { t } = useTranslation();
  return (
    <TextInput
      id={id}
      name="withdrawPassword"
      type="password"
      inputMode="numeric"
      label={t("money.withdrawPassword")}
      errors={errors}
      control={control}
      maxLength={6}
    />
  );
}
