import { Form, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { errorAria, Field, FieldMessages } from "~/ui/Field";
import { SectionError } from "~/ui/Section";
import * as member from "~/features/member/member.css";
import { CentreSection } from "~/ui/CentrePage";
import { useFormState } from "~/forms/use-form-state";
import { Done, Failure, SubmitButton, TextInput } from "~/ui/FormParts";
import * as money from "~/features/money/money.css";
import { fieldMessage, type Translate } from "~/features/register/messages";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import type { RegisterCentreView } from "./register.server";

/** The register form's messages: the player registration's (rule messages, register keys, error codes) and this form's own. */
const registerCentreMessage = (t: Translate, message: string) =>
  /^(agentRegister|money|login)\.\w+$/.test(message) ? t(message) : fieldMessage(t, message);

/** The register centre: register a member or a sub-agent under the agent; the referral link and its QR code. */
export function RegisterCentrePage({ view }: { view: RegisterCentreView }) {
  const { t } = useTranslation();
  return (
    <div className={member.content} data-page="registerCenter">
      <section className={member.panel} aria-labelledby="register-centre-title">
        <h1 id="register-centre-title" className={member.heading}>
          {t("agentCentre.nav.registerCenter")}
        </h1>
        {view.done ? <Done text={t("agentRegister.done", { username: view.done })} /> : null}
        <FieldMessages.Provider value={registerCentreMessage}>
          <RegisterForm view={view} />
        </FieldMessages.Provider>
      </section>
      <CentreSection title={t("agentRegister.referralTitle")} name="referral">
        {!view.referral.ok ? (
          <SectionError code={view.referral.error} />
        ) : (
          <Referral link={view.referral.value.link} qr={view.referral.value.qr} />
        )}
      </CentreSection>
    </div>
  );
}

function RegisterForm({ view }: { view: RegisterCentreView }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const form = useFormState({ form: "register" });
  const failure = form.failure?.code;
  const errorsOf = (name: string) => form.field(name).errors;
  const valueOf = (name: string) => form.field(name).defaultValue;
  if (!view.fields.ok) return <SectionError code={view.fields.error} />;
  const typeErrors = errorsOf("isAgent");
  const countryErrors = errorsOf("country");
  const chosenType = valueOf("isAgent") ?? "0";
  return (
    <Form method="post" action={pathname} className={member.form} noValidate aria-labelledby="register-form-title">
      <h2 id="register-form-title" className={money.heading}>
        {t("agentRegister.formTitle")}
      </h2>
      <Failure code={failure} />
      <Field id="register-type" label={t("agentRegister.accountType")} errors={typeErrors}>
        <select
          id="register-type"
          name="isAgent"
          className={ui.input}
          defaultValue={chosenType}
          {...errorAria("register-type", typeErrors)}
        >
          {view.accountTypes.map((type) => (
            <option key={type} value={type}>
              {type === 0 ? t("agentRegister.member") : t("agentRegister.agentType", { type })}
            </option>
          ))}
        </select>
      </Field>
      <TextInput
        id="register-username"
        name="username"
        label={t("agentRegister.username")}
        errors={errorsOf("username")}
        defaultValue={valueOf("username")}
      />
      <TextInput
        id="register-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t("agentRegister.password")}
        errors={errorsOf("password")}
      />
      <TextInput
        id="register-confirm"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t("agentRegister.confirmPassword")}
        errors={errorsOf("confirmPassword")}
      />
      <TextInput
        id="register-nickname"
        name="nickname"
        label={t("agentRegister.nickname")}
        errors={errorsOf("nickname")}
        defaultValue={valueOf("nickname")}
        maxLength={32}
      />
      {view.countries?.length ? (
        <div className={member.fieldGrid}>
          <Field id="register-country" label={t("agentRegister.country")} errors={countryErrors}>
            <select
              id="register-country"
              name="country"
              className={ui.input}
              defaultValue={valueOf("country") ?? view.defaultCountry ?? undefined}
              {...errorAria("register-country", countryErrors)}
            >
              {view.countries.map((country) => (
                <option key={country.countryCode} value={country.countryCode}>
                  {`+${country.countryDialingCode.replace(/^\+/, "")} ${country.name}`}
                </option>
              ))}
            </select>
          </Field>
          <TextInput
            id="register-mobile"
            name="mobile"
            inputMode="numeric"
            label={t("agentRegister.mobile")}
            errors={errorsOf("mobile")}
            defaultValue={valueOf("mobile")}
          />
        </div>
      ) : null}
      <SubmitButton label={t("agentRegister.submit")} action={pathname} />
    </Form>
  );
}

/** The referral link (select it to copy without JavaScript; a copy button with it) and its QR code. */
function Referral({ link, qr }: { link: string; qr: string }) {
  const { t } = useTranslation();
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  return (
    <>
      <p className={money.muted}>{t("agentRegister.referralIntro")}</p>
      <div className={ui.field}>
        <label className={ui.label} htmlFor="referral-link">
          {t("agentRegister.referralLabel")}
        </label>
        <div className={ui.inputRow}>
          <input id="referral-link" className={ui.input} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
          {canCopy ? (
            <button
              type="button"
              className={cx(ui.button.secondary, ui.buttonLarge)}
              onClick={() => {
                navigator.clipboard.writeText(link).then(
                  () => setCopied(true),
                  () => setCopied(false),
                );
              }}
            >
              {t("agentRegister.copy")}
            </button>
          ) : null}
        </div>
        <p role="status" className={money.muted} data-state={copied ? "copied" : undefined}>
          {copied ? t("agentRegister.copied") : null}
        </p>
      </div>
      <img src={qr} width={160} height={160} alt={t("agentRegister.qrAlt")} data-testid="referral-qr" />
    </>
  );
}
