import { Form, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Field, FieldMessages } from "~/ui/Field";
import { LoginFailureMessage } from "~/ui/LoginFailureMessage";
import { SectionError } from "~/ui/Section";
import * as member from "~/ui/panel.css";
import { CentreSection } from "~/ui/CentrePage";
import * as money from "~/ui/account-page.css";
import { fieldMessage, type Translate } from "~/features/register/messages";
import type { RegisterField } from "~/features/register/types";
import type { FormRules } from "~/forms/rules";
import { useFormState, type FieldState } from "~/forms/use-form-state";
import { cx } from "~/ui/cx";
import * as ui from "~/ui/ui.css";
import { DiallingCodeOptions } from "~/ui/DiallingCodeOptions";
import { REGISTER_CENTRE_FORM } from "./register-form";
import type { RegisterCentreView } from "./register.server";

/** The register centre: register a member or a sub-agent under the agent; the referral link and its QR code. */
export function RegisterCentrePage({ view }: { view: RegisterCentreView }) {
  const { t } = useTranslation();
  return (
    <div className={member.content} data-page="registerCenter">
      <section className={member.panel} aria-labelledby="register-centre-title">
        <h1 id="register-centre-title" className={member.heading}>
          {t("agentCentre.nav.registerCenter")}
        </h1>
        {view.fields.ok ? (
          <RegisterForm view={view} fields={view.fields.value.fields} rules={view.fields.value.rules} />
        ) : (
          <SectionError code={view.fields.code} />
        )}
      </section>
      <CentreSection title={t("agentRegister.referralTitle")} name="referral">
        {!view.referral.ok ? (
          <SectionError code={view.referral.code} />
        ) : (
          <Referral link={view.referral.value.link} qr={view.referral.value.qr} />
        )}
      </CentreSection>
    </div>
  );
}

/** A text input of the form, its messages translated with its register rule's min and max (the player registration's). */
function TextInput({
  field,
  label,
  rule,
  type = "text",
  inputMode,
  autoComplete = "off",
  messageValues,
}: {
  field: FieldState;
  label: string;
  rule?: RegisterField["rule"];
  type?: "text" | "password" | "date";
  inputMode?: "numeric";
  autoComplete?: string;
  /** What the field's messages name (the birthday's: the minimum age). */
  messageValues?: Record<string, unknown>;
}) {
  return (
    <FieldMessages.Provider value={(t: Translate, message: string) => fieldMessage(t, message, rule, messageValues)}>
      <Field id={field.id} label={label} errors={field.errors}>
        <input
          {...field.control}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          className={ui.input}
          defaultValue={type === "password" ? undefined : field.defaultValue}
        />
      </Field>
    </FieldMessages.Provider>
  );
}

function RegisterForm({ view, fields, rules }: { view: RegisterCentreView; fields: RegisterField[]; rules: FormRules }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const state = useFormState({ form: REGISTER_CENTRE_FORM, rules, action: pathname });
  const ruleOf = (name: string) => fields.find((field) => field.name === name)?.rule;
  const type = state.field("isAgent");
  const country = state.field("country");
  return (
    <Form method="post" action={pathname} className={member.form} aria-labelledby="register-form-title" {...state.props}>
      <h2 id="register-form-title" className={money.heading}>
        {t("agentRegister.formTitle")}
      </h2>
      <LoginFailureMessage failure={state.failure} />
      <Field id={type.id} label={t("agentRegister.accountType")} errors={type.errors}>
        <select {...type.control} className={ui.input} defaultValue={type.defaultValue ?? "0"}>
          {view.accountTypes.map((accountType) => (
            <option key={accountType} value={accountType}>
              {accountType === 0 ? t("agentRegister.member") : t("agentRegister.agentType", { type: accountType })}
            </option>
          ))}
        </select>
      </Field>
      <TextInput field={state.field("username")} label={t("agentRegister.username")} rule={ruleOf("username")} />
      <TextInput
        field={state.field("password")}
        type="password"
        autoComplete="new-password"
        label={t("agentRegister.password")}
        rule={ruleOf("password")}
      />
      <TextInput
        field={state.field("confirmPassword")}
        type="password"
        autoComplete="new-password"
        label={t("agentRegister.confirmPassword")}
      />
      <TextInput field={state.field("nickname")} label={t("agentRegister.nickname")} />
      <TextInput
        field={state.field("birthday")}
        type="date"
        autoComplete="bday"
        label={t("agentRegister.birthday")}
        messageValues={{ age: view.minimumAge }}
      />
      {view.countries?.length ? (
        <div className={member.fieldGrid}>
          <Field id={country.id} label={t("agentRegister.country")} errors={country.errors}>
            <select {...country.control} className={ui.input} defaultValue={country.defaultValue ?? view.defaultCountry ?? undefined}>
              <DiallingCodeOptions countries={view.countries} />
            </select>
          </Field>
          <TextInput field={state.field("mobile")} inputMode="numeric" label={t("agentRegister.mobile")} rule={ruleOf("mobile")} />
        </div>
      ) : null}
      <button type="submit" className={cx(ui.button.primary, ui.buttonLarge)} disabled={state.submitting} aria-busy={state.submitting}>
        {state.submitting ? t("money.processing") : t("agentRegister.submit")}
      </button>
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
