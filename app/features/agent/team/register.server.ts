import { parse, type Submission } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { findCountry, loginCountries, startingCountry } from "~/features/auth/countries.server";
import type { Country } from "~/features/auth/types";
import { qrSvgDataUrl } from "~/features/layout/app-download.server";
import { NO_STORE } from "~/http/cache-headers";
import { settled } from "~/platform/result.server";
import type { Result } from "~/platform/result";
import type { FormReply } from "~/forms/reply";
import { checkRegisterField } from "~/features/register/form-check";
import { bounds } from "~/features/register/form-model.server";
import { ruleMessage } from "~/features/register/rules";
import type { RegisterField } from "~/features/register/types";
import { platformErrorCode } from "~/features/system/status.server";
import { AGENT_TYPES, type AgentType } from "~/platform/contract/agent-team";
import { httpStatusOf, type ErrorCode } from "~/platform/errors";
import { defineRateLimit, retryAfterSeconds } from "~/http/rate-limit.server";
import { requireAgentPage } from "../centre.server";

/** The QR code of the referral link, in px (larger than the side menu's: it is the page's point). */
const REFERRAL_QR_SIZE = 160;
const NICKNAME_MAX = 32;
/** Never sent back to the browser. */
const HIDDEN_FIELDS = ["password", "confirmPassword"];

export interface RegisterCentreView {
  /** The referral link and its QR code (an SVG data URL made here). */
  referral: Result<{ link: string; qr: string }>;
  /** The account types the agent may register: 0 (member) first, then the agent types its own type may create. */
  accountTypes: Array<0 | AgentType>;
  /** The form's fields by the merchant's register rules; null when the rules could not be read (the form says why). */
  fields: Result<RegisterField[]>;
  countries: Country[] | null;
  /** The country the select starts on: where the platform places the agent, else the first. */
  defaultCountry: string | null;
  /** `?done=`: the account just registered. */
  done: string | null;
}

/** The form's fields: username and password by the merchant's rules (as registration checks them), the optional ones. */
async function formFields(context: AppLoadContext): Promise<RegisterField[]> {
  const rules = (await context.systemInfo()).registerRules;
  const ruleOf = (field: string) => bounds(rules.find((rule) => rule.field === field));
  return [
    { name: "username", required: true, rule: ruleOf("username") },
    { name: "password", required: true, rule: ruleOf("password") },
    { name: "confirmPassword", required: true, rule: null },
    { name: "mobile", required: false, rule: ruleOf("mobileNum") },
  ];
}

/**
 * `/agentHome/registerCenter`: the form that registers a member or a sub-agent directly under
 * the agent, and the agent's referral link (`/register?referralCode=`) with its QR code.
 */
export async function registerCentreLoader({ request, context }: LoaderFunctionArgs) {
  await requireAgentPage(request, context);
  const [info, fields, countries] = await Promise.all([
    settled(context.platform.agentTeam.registerInfo()),
    settled(formFields(context)),
    loginCountries(context).catch(() => null),
  ]);
  const defaultCountry = countries ? await startingCountry(context, countries, null) : null;
  let referral: RegisterCentreView["referral"];
  if (info.ok) {
    const link = new URL(`/register?${new URLSearchParams({ referralCode: info.value.referralCode })}`, request.url).href;
    referral = { ok: true, value: { link, qr: await qrSvgDataUrl(link, REFERRAL_QR_SIZE) } };
  } else {
    referral = info;
  }
  const done = new URL(request.url).searchParams.get("done");
  const view: RegisterCentreView = {
    referral,
    accountTypes: [0, ...(info.ok ? info.value.agentTypes : [])],
    fields,
    countries,
    defaultCountry,
    done: done && /^[A-Za-z0-9_]{1,64}$/.test(done) ? done : null,
  };
  return data(view, { headers: NO_STORE });
}

interface RegisterValues {
  isAgent: 0 | AgentType;
  username: string;
  password: string;
  confirmPassword: string;
  nickname?: string;
  mobile?: string;
  country?: string;
}

const ACCOUNT_TYPES: ReadonlyArray<0 | AgentType> = [0, ...AGENT_TYPES];

/** The form checked by the same rule engine as the player registration; messages are translation keys or rule messages. */
export function parseAgentRegistration(form: FormData, fields: RegisterField[]): Submission<RegisterValues> {
  return parse<RegisterValues, string[]>(form, {
    resolve(payload) {
      const error: Record<string, string[]> = {};
      const value: Record<string, unknown> = {};
      const text = (name: string) => (typeof payload[name] === "string" ? (payload[name] as string).trim() : "");
      for (const field of fields) {
        const result = checkRegisterField(field, payload[field.name]);
        if ("message" in result) error[field.name] = [result.message];
        else if (result.value !== undefined) value[field.name] = result.value;
      }
      if (!error.confirmPassword && value.confirmPassword !== value.password) error.confirmPassword = ["register.passwordMismatch"];
      const isAgent = ACCOUNT_TYPES.find((type) => String(type) === payload.isAgent);
      if (isAgent === undefined) error.isAgent = ["money.choose"];
      else value.isAgent = isAgent;
      if (text("nickname").length > NICKNAME_MAX) error.nickname = ["agentRegister.nicknameTooLong"];
      else if (text("nickname")) value.nickname = text("nickname");
      if (value.mobile !== undefined && !/^\d{6,15}$/.test(value.mobile as string)) error.mobile = ["agentRegister.mobileDigits"];
      if (value.mobile !== undefined && (text("country") === "" || text("country").length > 8)) error.country = ["login.countryRequired"];
      else if (value.mobile !== undefined) value.country = text("country");
      return Object.keys(error).length > 0 ? { error } : { value: value as unknown as RegisterValues };
    },
  });
}

const answer = (
  submission: Submission<RegisterValues>,
  status: number,
  failure: ErrorCode | null,
  fieldErrors?: Record<string, string[]>,
  headers: Record<string, string> = {},
) =>
  data<FormReply>(
    {
      form: "register",
      result: submission.reply({ hideFields: HIDDEN_FIELDS, fieldErrors }),
      failure: failure ? { code: failure } : null,
      done: null,
    },
    { status, headers: { ...NO_STORE, ...headers } },
  );

/**
 * Registrations an agent may send in 5 minutes (each one the platform answers counts, taken
 * names too), so a script with an agent's session cannot mass-create accounts; the refusal's
 * text says to retry after 5 minutes.
 */
export const AGENT_REGISTER_LIMIT = defineRateLimit({ name: "agent-register", limit: 20, windowMs: 5 * 60_000 });

/** Which field a platform refusal belongs to. */
const FIELD_OF_CODE: Partial<Record<ErrorCode, string>> = {
  USERNAME_TAKEN: "username",
  MOBILE_TAKEN: "mobile",
  PHONE_INVALID: "mobile",
  AGENT_TYPE_NOT_ALLOWED: "isAgent",
};

/** A platform refusal as messages under the form's fields, or null when it is the form's. */
function fieldErrorsOf(code: ErrorCode, error: unknown, fields: RegisterField[]): Record<string, string[]> | null {
  if (code === "FIELD_INVALID") {
    const listed = (error as { details?: { fields?: Array<{ path: string; message: string }> } | null }).details?.fields ?? [];
    const errors: Record<string, string[]> = {};
    for (const { path, message } of listed) {
      const name = path === "mobileNum" ? "mobile" : path;
      const field = fields.find((candidate) => candidate.name === name);
      if (!field) return null;
      errors[name] = [
        message === "INCONSISTENT" ? "register.passwordMismatch" : ruleMessage(message, field.rule?.min ?? 0, field.rule?.max ?? 0),
      ];
    }
    return Object.keys(errors).length > 0 ? errors : null;
  }
  const name = FIELD_OF_CODE[code];
  return name ? { [name]: [`errors.${code}`] } : null;
}

/** Registers the account under the agent; then the page again, saying who was registered. */
export async function registerCentreAction({ request, context }: ActionFunctionArgs) {
  const agent = await requireAgentPage(request, context);
  const form = await request.formData();
  let fields: RegisterField[];
  try {
    fields = await formFields(context);
  } catch (error) {
    const code = platformErrorCode(error);
    return answer(parse<RegisterValues, string[]>(form, { resolve: () => ({ value: undefined, error: {} }) }), httpStatusOf(code), code);
  }
  const submission = parseAgentRegistration(form, fields);
  if (submission.status !== "success") return answer(submission, 422, null);
  const limit = await context.shared.rateLimiter.hit(AGENT_REGISTER_LIMIT, `${context.brand.id}|${agent.username}`);
  if (!limit.allowed) return answer(submission, 429, "TOO_MANY_ATTEMPTS", undefined, { "Retry-After": String(retryAfterSeconds(limit)) });
  const { isAgent, username, password, confirmPassword, nickname, mobile, country } = submission.value;
  try {
    const dialing = mobile ? await findCountry(context, country ?? "") : null;
    if (mobile && !dialing) return answer(submission, 422, null, { country: ["login.countryRequired"] });
    await context.platform.agentTeam.register({
      isAgent,
      username,
      password,
      confirmPassword,
      nickname,
      mobileNum: mobile,
      countryDialingCode: dialing?.countryDialingCode,
    });
  } catch (error) {
    const code = platformErrorCode(error);
    const fieldErrors = fieldErrorsOf(code, error, fields);
    return answer(submission, Math.max(400, httpStatusOf(code)), fieldErrors ? null : code, fieldErrors ?? undefined);
  }
  return redirect(`${new URL(request.url).pathname}?${new URLSearchParams({ done: username })}`);
}
