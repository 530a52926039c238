import { Form, Link } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/ui/Section";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import { WithdrawPasswordInput } from "~/features/money/WithdrawPasswordInput";
import * as money from "~/ui/account-page.css";
import type { NextKey } from "~/forms/money";
import type { FormRules } from "~/forms/rules";
import { useFormState } from "~/forms/use-form-state";
import { Failure, KeyError, KeyField, SubmitButton, TextInput } from "~/ui/FormParts";
import type { GoodsDetailView } from "./goods.server";
import { goodsPath, POINT_MALL_PATHS } from "./paths";
import * as styles from "./points-mall.css";

/** `/pointMall/goods/:id`: the good's facts and remark, and its redeem form (a plain POST: works without JavaScript). */
export function GoodsDetailPage({ view }: { view: GoodsDetailView }) {
  const { t } = useTranslation();
  const { goods } = view;
  if (!goods.ok) {
    return (
      <CentrePage name="pointMallGoods" title={t("pointMall.tabs.goods")}>
        <SectionError code={goods.code} />
        <Link to={POINT_MALL_PATHS.goods}>{t("pointMall.back")}</Link>
      </CentrePage>
    );
  }
  const item = goods.value;
  const facts: Array<[string, string]> = [
    [t("pointMall.pointsRequired"), item.points],
    [t("pointMall.amountRequired"), item.amountRequired],
    [t("pointMall.quantity"), String(item.quantity)],
    [t("pointMall.available"), String(item.available)],
    [t("pointMall.pointsRatio"), t("pointMall.pointsRatioValue", { ratio: item.pointsRatio })],
  ];
  return (
    <CentrePage name="pointMallGoods" title={item.name}>
      <Link to={POINT_MALL_PATHS.goods}>{t("pointMall.back")}</Link>
      <div className={styles.detail}>
        <img className={styles.image} src={item.image} alt="" width={200} height={200} />
        <dl className={styles.facts} data-goods-facts="">
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt className={money.muted}>{label}</dt>
              <dd className={styles.fact}>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </div>
      {item.remarkHtml ? (
        <CentreSection title={t("pointMall.remark")} name="remark">
          {/* Sanitised on the server (app/ui/sanitize.server.ts). */}
          <div className={styles.remark} dangerouslySetInnerHTML={{ __html: item.remarkHtml }} />
        </CentreSection>
      ) : null}
      <RedeemSection id={item.id} available={item.available} idempotencyKey={view.idempotencyKey} rules={view.rules} />
    </CentrePage>
  );
}

/** The redeem form; once the good is sold out (a redeem just refused, too), the refusal and "sold out" instead. */
function RedeemSection({
  id,
  available,
  idempotencyKey,
  rules,
}: {
  id: string;
  available: number;
  idempotencyKey: string;
  rules: FormRules;
}) {
  const { t } = useTranslation();
  const action = goodsPath(id);
  const form = useFormState<NextKey>({ form: "redeem", rules, action });
  const quantity = form.field("quantity");
  return (
    <CentreSection title={t("pointMall.redeemTitle")} name="redeem">
      <Failure code={form.failure?.code} />
      {available > 0 ? (
        <Form method="post" action={action} className={money.form} {...form.props}>
          <KeyError errors={form.field("idempotencyKey").errors} />
          <KeyField value={form.extra?.nextKey ?? idempotencyKey} />
          <TextInput
            {...quantity}
            label={t("pointMall.redeemQuantity")}
            inputMode="numeric"
            defaultValue={quantity.defaultValue ?? "1"}
            hint={`${t("pointMall.available")}: ${available}`}
            maxLength={2}
          />
          <TextInput {...form.field("address")} label={t("pointMall.address")} autoComplete="street-address" />
          <TextInput
            {...form.field("mobile")}
            label={t("pointMall.mobile")}
            inputMode="numeric"
            autoComplete="tel"
            hint={t("pointMall.mobileHint")}
            maxLength={16}
          />
          <WithdrawPasswordInput {...form.field("withdrawPassword")} />
          <SubmitButton label={t("pointMall.redeem")} action={action} />
        </Form>
      ) : (
        <p className={money.muted} data-state="sold-out">
          {t("pointMall.soldOut")}
        </p>
      )}
    </CentreSection>
  );
}
