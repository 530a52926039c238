import { useTranslation } from "react-i18next";
import { isLoginMessageKey } from "./schema";
import * as styles from "./auth.css";

/** A field's first error, translated; `id` is what the field's aria-describedby points at. */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation();
  const first = errors?.[0];
  if (!first) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {isLoginMessageKey(first) ? t(first) : t("common.required")}
    </p>
  );
}
