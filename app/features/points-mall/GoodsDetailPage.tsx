import { Form, Link } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "~/i18n/react";
import { SectionError } from "~/features/home/HomeSection";
import {
  Failure,
  KeyError,
  KeyField,
  MoneyPage,
  MoneySection,
  SubmitButton,
  TextInput,
  useMoneyForm,
  WithdrawPasswordInput,
} from "~/features/money/MoneyUi";
import * as money from "~/features/money/money.css";
import type { GoodsDetailView } from "./goods.server";
import { goodsPath, POINT_MALL_PATHS } from "./paths";
import * as styles from "./points-mall.css";

/** `/pointMall/goods/:id`: the good's facts and remark, and its redeem form (a plain POST: works without JavaScript). */
export function GoodsDetailPage({ view }: { view: GoodsDetailView }) {
  const { t } = useTranslation();
  const { goods } = view;
  if (!goods.ok) {
    return (
      <MoneyPage name="pointMallGoods" title={t("pointMall.tabs.goods")}>
        <SectionError code={goods.error} />
        <Link to={POINT_MALL_PATHS.goods}>{t("pointMall.back")}</Link>
      </MoneyPage>
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
    <MoneyPage name="pointMallGoods" title={item.name}>
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
        <MoneySection title={t("pointMall.remark")} name="remark">
          {/* Sanitised on the server (app/features/content/sanitize.server.ts). */}
          <div className={styles.remark} dangerouslySetInnerHTML={{ __html: item.remarkHtml }} />
        </MoneySection>
      ) : null}
      <RedeemSection id={item.id} available={item.available} idempotencyKey={view.idempotencyKey} />
    </MoneyPage>
  );
}

/** The redeem form; once the good is sold out (a redeem just refused, too), the refusal and "sold out" instead. */
function RedeemSection({ id, available, idempotencyKey }: { id: string; available: number; idempotencyKey: string }) {
  const { t } = useTranslation();
  const { last, failure, errorsOf, valueOf } = useMoneyForm("redeem");
  const action = goodsPath(id);
  return (
    <MoneySection title={t("pointMall.redeemTitle")} name="redeem">
      <Failure code={failure} />
      {available > 0 ? (
        <Form method="post" action={action} className={money.form} noValidate>
          <KeyError errors={errorsOf("idempotencyKey")} />
          <KeyField value={last?.nextKey ?? idempotencyKey} />
          <TextInput
            id="redeem-quantity"
            name="quantity"
            label={t("pointMall.redeemQuantity")}
            inputMode="numeric"
            defaultValue={valueOf("quantity") ?? "1"}
            errors={errorsOf("quantity")}
            hint={`${t("pointMall.available")}: ${available}`}
            maxLength={2}
          />
          <TextInput
            id="redeem-address"
            name="address"
            label={t("pointMall.address")}
            autoComplete="street-address"
            defaultValue={valueOf("address")}
            errors={errorsOf("address")}
            maxLength={200}
          />
          <TextInput
            id="redeem-mobile"
            name="mobile"
            label={t("pointMall.mobile")}
            inputMode="numeric"
            autoComplete="tel"
            defaultValue={valueOf("mobile")}
            errors={errorsOf("mobile")}
            hint={t("pointMall.mobileHint")}
            maxLength={16}
          />
          <WithdrawPasswordInput id="redeem-password" errors={errorsOf("withdrawPassword")} />
          <SubmitButton label={t("pointMall.redeem")} action={action} />
        </Form>
      ) : (
        <p className={money.muted} data-state="sold-out">
          {t("pointMall.soldOut")}
        </p>
      )}
    </MoneySection>
  );
}
