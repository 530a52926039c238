import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useFormState } from "~/forms/use-form-state";
import * as money from "~/ui/account-page.css";
import { EXCLUSION_PERIODS, type ExclusionKind, type ExclusionPeriod } from "~/platform/contract/exclusion-periods";
import { CentrePage, CentreSection } from "~/ui/CentrePage";
import { Failure, SubmitButton, TextInput } from "~/ui/FormParts";
import { SectionError } from "~/ui/Section";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { RG_PAGE_PATH, SELF_EXCLUSION_PATH } from "./paths";
import { EXCLUSION_FORM, type BreakStarted, type ExclusionView } from "./types";

const PERIODS = Object.keys(EXCLUSION_PERIODS) as ExclusionPeriod[];
const periodsOf = (kind: ExclusionKind) => PERIODS.filter((period) => EXCLUSION_PERIODS[period] === kind);

/** Time-out and self-exclusion: choose a break and its brands, confirm it with the password, then it has started. */
export function SelfExclusionPage({ view }: { view: ExclusionView }) {
  const { t } = useTranslation();
  return (
    <CentrePage name="self-exclusion" title={t("exclusion.title")}>
      {view.step === "confirm" && view.choice ? <Confirm view={view} choice={view.choice} /> : <Choose view={view} />}
      <Help />
    </CentrePage>
  );
}

function Help() {
  const { t } = useTranslation();
  return (
    <p className={money.muted}>
      {t("exclusion.help")} <Link to={RG_PAGE_PATH}>{t("exclusion.rgPage")}</Link>
    </p>
  );
}

function Active({ active }: { active: ExclusionView["active"] }) {
  const { t } = useTranslation();
  if (!active.ok) return <SectionError code={active.code} />;
  if (!active.value) return null;
  const { kind, until } = active.value;
  return (
    <p role="status" className={money.alert} data-state="active">
      {until === null ? t("exclusion.activePermanent") : t(`exclusion.active${kind}`, { until })}
    </p>
  );
}

function Choose({ view }: { view: ExclusionView }) {
  const { t } = useTranslation();
  return (
    <CentreSection title={t("exclusion.chooseTitle")} name="exclusion-choose">
      <p>{t("exclusion.intro")}</p>
      <Active active={view.active} />
      {/* Which brands a break covers comes with the status: without it, no choice is offered (the error says to retry). */}
      {view.active.ok ? <ChoiceForm view={view} /> : null}
    </CentreSection>
  );
}

function ChoiceForm({ view }: { view: ExclusionView }) {
  const { t } = useTranslation();
  return (
    <>
      {view.incomplete ? (
        <p role="alert" className={money.alert}>
          {t("exclusion.periodRequired")}
        </p>
      ) : null}
      {/* A GET form: the choice goes into the page's address, so the confirmation can be reloaded and the back button returns here. */}
      <Form method="get" action={SELF_EXCLUSION_PATH} className={money.form} data-form="exclusion-choose">
        {(["TIMEOUT", "EXCLUSION"] as const).map((kind) => (
          <fieldset key={kind} className={money.choices}>
            <legend>{t(`exclusion.kinds.${kind}`)}</legend>
            {periodsOf(kind).map((period) => (
              <label key={period} className={money.chip}>
                <input type="radio" name="period" value={period} required />
                {t(`exclusion.periods.${period}`)}
              </label>
            ))}
          </fieldset>
        ))}
        {view.shared.length > 0 ? (
          <p className={money.muted} data-note="shared">
            {t("exclusion.shared", { brands: view.shared.join(", ") })}
          </p>
        ) : null}
        {view.others.length > 0 && view.everyBrandRule ? (
          <fieldset className={money.choices}>
            <legend>{t("exclusion.brandsLegend")}</legend>
            {/* The brand's rule, not a choice: shown chosen and fixed, and sent by the hidden field (a disabled box sends nothing). */}
            <input type="hidden" name="allBrands" value="yes" />
            <label className={money.chip}>
              <input type="checkbox" defaultChecked disabled aria-describedby="exclusion-brand-rule" />
              {t("exclusion.everyBrand", { brands: [...view.shared, ...view.others].join(", ") })}
            </label>
            <p id="exclusion-brand-rule" className={money.muted} data-note="rule">
              {t("exclusion.brandRule")}
            </p>
          </fieldset>
        ) : view.others.length > 0 ? (
          <fieldset className={money.choices}>
            <legend>{t("exclusion.brandsLegend")}</legend>
            <label className={money.chip}>
              <input type="radio" name="allBrands" value="no" required />
              {t("exclusion.onlyHere")}
            </label>
            <label className={money.chip}>
              <input type="radio" name="allBrands" value="yes" required />
              {t("exclusion.everyBrand", { brands: [...view.shared, ...view.others].join(", ") })}
            </label>
          </fieldset>
        ) : (
          <input type="hidden" name="allBrands" value="no" />
        )}
        <div>
          <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)}>
            {t("exclusion.continue")}
          </button>
        </div>
      </Form>
    </>
  );
}

function Confirm({ view, choice }: { view: ExclusionView; choice: NonNullable<ExclusionView["choice"]> }) {
  const { t } = useTranslation();
  const search = `?${new URLSearchParams({ period: choice.period, allBrands: choice.allBrands ? "yes" : "no" })}`;
  const action = `${SELF_EXCLUSION_PATH}${search}`;
  const form = useFormState({ form: EXCLUSION_FORM, rules: view.rules, action });
  const kind = EXCLUSION_PERIODS[choice.period];
  const brands = [t("exclusion.thisSite"), ...view.shared, ...(choice.allBrands ? view.others : [])];
  return (
    <CentreSection title={t("exclusion.confirmTitle")} name="exclusion-confirm">
      <p data-summary="period">
        {choice.period === "EXCLUSION_PERMANENT"
          ? t("exclusion.confirmPermanent")
          : t(`exclusion.confirm${kind}`, { period: t(`exclusion.periods.${choice.period}`) })}
      </p>
      <p data-summary="brands">{t("exclusion.covers", { brands: brands.join(", ") })}</p>
      <p role="note" className={money.alert}>
        {t("exclusion.cannotUndo")}
      </p>
      <p className={money.muted}>{t("exclusion.money")}</p>
      <Form method="post" action={action} className={money.form} {...form.props}>
        <Failure code={form.failure?.code} />
        <input type="hidden" name="period" value={choice.period} />
        <input type="hidden" name="allBrands" value={choice.allBrands ? "yes" : "no"} />
        <TextInput {...form.field("password")} type="password" autoComplete="current-password" label={t("exclusion.password")} />
        <SubmitButton label={t("exclusion.confirm")} action={SELF_EXCLUSION_PATH} />
      </Form>
      <p>
        <Link to={SELF_EXCLUSION_PATH}>{t("exclusion.change")}</Link>
      </p>
    </CentreSection>
  );
}

/** After the break started: the player is signed out; what started, until when, on which brands. */
export function BreakStartedPage({ started }: { started: BreakStarted }) {
  const { t } = useTranslation();
  return (
    <CentrePage name="self-exclusion-started" title={t("exclusion.doneTitle")}>
      <p role="status" className={money.success} data-state="done">
        {started.until === null ? t("exclusion.donePermanent") : t(`exclusion.done${started.kind}`, { until: started.until })}
      </p>
      <p>{t("exclusion.covers", { brands: started.brands.join(", ") })}</p>
      <p>{t("exclusion.signedOut")}</p>
      <p className={money.muted}>{t("exclusion.money")}</p>
      <Help />
    </CentrePage>
  );
}
