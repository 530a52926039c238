import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/ui/Section";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import * as money from "~/ui/account-page.css";
import type { NextKey } from "~/forms/money";
import { useFormState } from "~/forms/use-form-state";
import { Failure, KeyError, KeyField, SubmitButton, TextInput } from "~/ui/FormParts";
import type { ConvertView } from "./convert.server";
import { POINT_MALL_PATHS } from "./paths";

/** `/pointMall/convert`: the ratio and minimum, and the form that converts points into the main wallet. */
export function ConvertPage({ view }: { view: ConvertView }) {
  const { t } = useTranslation();
  const form = useFormState<NextKey>({ form: "convert", rules: view.rules, action: POINT_MALL_PATHS.convert });
  const { config } = view;
  return (
    <CentrePage name="pointMallConvert" title={t("pointMall.convertTitle")}>
      {!config.ok ? (
        <SectionError code={config.code} />
      ) : (
        <CentreSection title={t("pointMall.convertTitle")} name="convert">
          <p className={money.muted}>{t("pointMall.convertRatio", { amount: config.value.ratio })}</p>
          <p className={money.muted}>{t("pointMall.convertMinimum", { points: config.value.minPoints })}</p>
          <Failure code={form.failure?.code} />
          {config.value.max < config.value.min ? (
            <p className={money.muted} data-state="empty">
              {t("pointMall.belowMinimum", { points: config.value.minPoints })}
            </p>
          ) : (
            <Form method="post" action={POINT_MALL_PATHS.convert} className={money.form} {...form.props}>
              <KeyError errors={form.field("idempotencyKey").errors} />
              <KeyField value={form.extra?.nextKey ?? view.idempotencyKey} />
              <TextInput {...form.field("points")} label={t("pointMall.convertPoints")} inputMode="numeric" maxLength={10} />
              <SubmitButton label={t("pointMall.convert")} action={POINT_MALL_PATHS.convert} />
            </Form>
          )}
        </CentreSection>
      )}
    </CentrePage>
  );
}
