import type { Language } from "../../app/platform/contract";
import { writtenIn, type Written } from "./written";

/**
 * The e-mails and SMS texts the platform sends a player, in the player's language: the account's
 * (`accounts.language`, its merchant's default language when it registered), or for a number no
 * account has yet (a registration code) the merchant's default. Written in English and Tagalog, as
 * the sandbox's other texts are (`written.ts`): another language gets English.
 */
export interface EmailText {
  subject: string;
  body: string;
}

type Values = { brand: string; username: string; minutes: number };

const EMAILS = {
  passwordReset: {
    EN: ({ brand, username, minutes }: Values, link: string) => ({
      subject: `${brand}: reset your password`,
      body: `Hello ${username},\n\nOpen this link within ${minutes} minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this email.\n\n${brand}`,
    }),
    TY: ({ brand, username, minutes }: Values, link: string) => ({
      subject: `${brand}: i-reset ang iyong password`,
      body: `Kumusta ${username},\n\nBuksan ang link na ito sa loob ng ${minutes} minuto para pumili ng bagong password:\n${link}\n\nKung hindi ikaw ang humiling nito, huwag pansinin ang email na ito.\n\n${brand}`,
    }),
  },
  emailVerification: {
    EN: ({ brand, username, minutes }: Values, link: string) => ({
      subject: `${brand}: verify your email`,
      body: `Hello ${username},\n\nOpen this link within ${minutes} minutes to verify this email for your account:\n${link}\n\nIf you did not ask for this, ignore this email.\n\n${brand}`,
    }),
    TY: ({ brand, username, minutes }: Values, link: string) => ({
      subject: `${brand}: i-verify ang iyong email`,
      body: `Kumusta ${username},\n\nBuksan ang link na ito sa loob ng ${minutes} minuto para i-verify ang email na ito para sa iyong account:\n${link}\n\nKung hindi ikaw ang humiling nito, huwag pansinin ang email na ito.\n\n${brand}`,
    }),
  },
  emailBinding: {
    EN: ({ brand, username, minutes }: Values, code: string) => ({
      subject: `${brand}: confirm your email`,
      body: `Hello ${username},\n\nYour code to bind this email is ${code}. It is valid for ${minutes} minutes.\n\nIf you did not ask for this, ignore this email.`,
    }),
    TY: ({ brand, username, minutes }: Values, code: string) => ({
      subject: `${brand}: kumpirmahin ang iyong email`,
      body: `Kumusta ${username},\n\nAng iyong code para i-bind ang email na ito ay ${code}. Valid ito nang ${minutes} minuto.\n\nKung hindi ikaw ang humiling nito, huwag pansinin ang email na ito.`,
    }),
  },
} satisfies Record<string, Written<(values: Values, detail: string) => EmailText>>;

const SMS = {
  signIn: {
    EN: (code: string, minutes: number) => `${code} is your sign-in code, valid for ${minutes} minutes.`,
    TY: (code: string, minutes: number) => `${code} ang iyong sign-in code, valid nang ${minutes} minuto.`,
  },
  registration: {
    EN: (code: string, minutes: number) => `${code} is your registration code, valid for ${minutes} minutes.`,
    TY: (code: string, minutes: number) => `${code} ang iyong code sa pagrehistro, valid nang ${minutes} minuto.`,
  },
  mobileBinding: {
    EN: (code: string, minutes: number) => `${code} is your code to bind this number, valid for ${minutes} minutes.`,
    TY: (code: string, minutes: number) => `${code} ang iyong code para i-bind ang numerong ito, valid nang ${minutes} minuto.`,
  },
  passwordReset: {
    EN: (code: string, minutes: number) => `${code} is your password reset code, valid for ${minutes} minutes.`,
    TY: (code: string, minutes: number) => `${code} ang iyong code para i-reset ang password, valid nang ${minutes} minuto.`,
  },
  newAddress: {
    EN: (code: string, minutes: number) => `${code} confirms your sign-in from a new address, valid for ${minutes} minutes.`,
    TY: (code: string, minutes: number) =>
      `${code} ang nagkukumpirma ng iyong sign-in mula sa bagong address, valid nang ${minutes} minuto.`,
  },
} satisfies Record<string, Written<(code: string, minutes: number) => string>>;

/** An e-mail to a player, in `language`: a link (reset, verification) or a code (binding) in it. */
export const emailText = (kind: keyof typeof EMAILS, language: string, values: Values, detail: string): EmailText =>
  writtenIn(EMAILS[kind], language as Language)(values, detail);

/** An SMS code's text, in `language`. */
export const smsText = (kind: keyof typeof SMS, language: string, code: string, minutes: number): string =>
  writtenIn(SMS[kind], language as Language)(code, minutes);
