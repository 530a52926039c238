import { useTranslation } from "~/i18n/react";
import type { FieldState } from "~/forms/use-form-state";
import { TextInput } from "~/ui/FormParts";

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
