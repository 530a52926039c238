import type { SubmissionResult } from "@conform-to/react";
import type { ErrorCode } from "~/platform/errors";
import type { LoginType } from "./schema";

/** Why the platform refused a sign-in, as the popup shows it. */
export interface LoginFailure {
  code: ErrorCode;
  /** TOO_MANY_ATTEMPTS: whole minutes until the next try. */
  retryAfterMinutes?: number;
}

/** What the login action answers when it does not redirect. Never holds the password. */
export interface LoginActionData {
  type: LoginType;
  /** conform's reply: field errors and the values to keep (password, captcha and code hidden). */
  result: SubmissionResult<string[]>;
  failure: LoginFailure | null;
  /** The platform asked for a captcha: show it, with a new image. */
  captcha: { shown: boolean; nonce: string };
}

export interface Country {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

/** What the popup asks the server for once it is open: remembered values and, with SMS login, the countries. */
export interface LoginFormData {
  username: string | null;
  sms: { country: string; mobile: string } | null;
  countries: Country[] | null;
  /** The country the select starts on: the remembered one, else where the platform places the visitor. */
  defaultCountry: string | null;
}

/** The send-code answer. */
export type SendCodeResult =
  { ok: true; expiredMinutes: number } | { ok: false; code: ErrorCode; retryAfterSeconds?: number; fieldErrors?: Record<string, string[]> };
