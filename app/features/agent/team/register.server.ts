import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { z } from "zod";
import { findCountry, loginCountries, startingCountry } from "~/platform/countries.server";
import type { Country } from "~/platform/countries";
import { qrSvgDataUrl } from "~/features/layout/app-download.server";
import { NO_STORE } from "~/http/cache-headers";
import { settled } from "~/platform/result.server";
import type { Result } from "~/platform/result";
import { bounds, minimumAgeOf } from "~/features/register/form-model.server";
import { fieldRefusal, platformFieldMessage } from "~/features/register/register.server";
import { checkBirthday, registrationSchema } from "~/features/register/schema.server";
import type { RegisterField } from "~/features/register/types";
import { failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import type { FormRules } from "~/forms/rules";
import { formRules } from "~/forms/rules.server";
import type { Zone } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import { AGENT_TYPES, type AgentType } from "~/platform/contract/agent-team";
import type { ErrorCode } from "~/platform/errors";
import { errorDetails } from "~/platform/platform-error";
import { defineRateLimit, retryAfterSeconds } from "~/http/rate-limit.server";
import { requireAgentPage } from "../centre.server";
import { REGISTER_CENTRE_FORM } from "./register-form";

/** The QR code of the referral link, in px (larger than the side menu's: it is the page's point). */
const REFERRAL_QR_SIZE = 160;
const NICKNAME_MAX = 32;

export interface RegisterCentreView {
  /** The referral link and its QR code (an SVG data URL made here). */
  referral: Result<{ link: string; qr: string }>;
  /** The account types the agent may register: 0 (member) first, then the agent types its own type may create. */
  accountTypes: Array<0 | AgentType>;
  /** The form's fields by the merchant's register rules, and its browser rules; an error when the rules could not be read (the form says why). */
  fields: Result<{ fields: RegisterField[]; rules: FormRules }>;
  countries: Country[] | null;
  /** The country the select starts on: where the platform places the agent, else the first. */
  defaultCountry: string | null;
  /** The brand's minimum age, named by the birthday's message. */
  minimumAge: number;
}

/** The form's fields: username and password by the merchant's rules (as registration checks them), the optional ones. */
async function formFields(context: AppLoadContext): Promise<RegisterField[]> {
  const rules = (await context.systemInfo()).registerRules;
  const ruleOf = (field: string) => bounds(rules.find((rule) => rule.field === field));
  return [
    { name: "username", required: true, rule: ruleOf("username") },
    { name: "password", required: true, rule: ruleOf("password") },
    { name: "confirmPassword", required: true, rule: null },
    // The player's birthday: the brand's minimum age holds for accounts an agent opens too.
    { name: "birthday", required: true, rule: null },
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
    settled(
      formFields(context).then((fields) => ({
        fields,
        rules: formRules(agentRegistrationSchema(fields, minimumAgeOf(context), playerZone(context))),
      })),
    ),
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
  const view: RegisterCentreView = {
    referral,
    accountTypes: [0, ...(info.ok ? info.value.agentTypes : [])],
    fields,
    countries,
    defaultCountry,
    minimumAge: minimumAgeOf(context),
  };
  return data(view, { headers: NO_STORE });
}

const ACCOUNT_TYPES = ["0", ...AGENT_TYPES.map(String)] as [string, ...string[]];

/**
 * The register form's schema: the player registration's, built from the same rules (username,
 * password, confirmation, mobile and its country, the birthday by the brand's day in `zone`),
 * with the account type and a nickname; a number here is digits only.
 */
function agentRegistrationSchema(fields: RegisterField[], minimumAge: number, zone: Zone) {
  return registrationSchema(
    fields,
    {
      isAgent: z.enum(ACCOUNT_TYPES, { message: "money.choose" }),
      nickname: z.string().trim().max(NICKNAME_MAX, "agentRegister.nicknameTooLong").optional(),
    },
    (text, add) => {
      if (text("mobile") !== "" && !/^\d{6,15}$/.test(text("mobile"))) add("mobile", "agentRegister.mobileDigits");
      checkBirthday(text, add, minimumAge, zone);
    },
  );
}

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
    const listed = errorDetails(error).fields ?? [];
    const errors: Record<string, string[]> = {};
    for (const { path, message } of listed) {
      const name = path === "mobileNum" ? "mobile" : path;
      if (!fields.some((candidate) => candidate.name === name)) return null;
      errors[name] = [platformFieldMessage(message)];
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
  const headers = { ...NO_STORE };
  let fields: RegisterField[];
  try {
    fields = await formFields(context);
  } catch (error) {
    return refusedReply(REGISTER_CENTRE_FORM, parseForm(form, z.object({}).passthrough()), failureOf(error), { headers });
  }
  const submission = parseForm(form, agentRegistrationSchema(fields, minimumAgeOf(context), playerZone(context)));
  if (submission.status !== "success") return invalidReply(REGISTER_CENTRE_FORM, submission);
  const limit = await context.shared.rateLimiter.hit(AGENT_REGISTER_LIMIT, `${context.brand.id}|${agent.username}`);
  if (!limit.allowed) {
    return refusedReply(
      REGISTER_CENTRE_FORM,
      submission,
      { code: "TOO_MANY_ATTEMPTS" },
      {
        headers: { ...headers, "Retry-After": String(retryAfterSeconds(limit)) },
      },
    );
  }
  const values = submission.value as Record<string, string | undefined>;
  const { username = "", password = "", confirmPassword = "", nickname, birthday, mobile, country } = values;
  try {
    const dialing = mobile ? await findCountry(context, country ?? "") : null;
    if (mobile && !dialing) return invalidReply(REGISTER_CENTRE_FORM, submission, { fieldErrors: { country: ["login.countryRequired"] } });
    await context.platform.agentTeam.register({
      isAgent: Number(values.isAgent) as 0 | AgentType,
      username,
      password,
      confirmPassword,
      nickname,
      birthday,
      mobileNum: mobile,
      countryDialingCode: dialing?.countryDialingCode,
    });
  } catch (error) {
    const failure = failureOf(error);
    const fieldErrors = fieldErrorsOf(failure.code, error, fields);
    if (fieldErrors) return fieldRefusal(REGISTER_CENTRE_FORM, submission, failure.code, { fieldErrors, headers });
    return refusedReply(REGISTER_CENTRE_FORM, submission, failure, { headers });
  }
  return redirectWithFlash(
    new URL(request.url).pathname,
    { kind: "success", message: "agentRegister.done", values: { username } },
    context,
  );
}
