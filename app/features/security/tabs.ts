import { memberPath } from "~/session/member-pages";

/**
 * The security centre's tabs, each a child route (`/member/securityCenter/<tab>`). The
 * withdrawal password and bank accounts tabs belong to the money area, which adds their routes.
 */
export const SECURITY_TABS = [
  "profile",
  "password",
  "mobile",
  "email",
  "withdrawalPassword",
  "bankAccounts",
  "authenticator",
  "verification",
  "sessions",
  "signInHistory",
] as const;
export type SecurityTab = (typeof SECURITY_TABS)[number];

export const securityTabPath = (tab: SecurityTab) => `${memberPath("securityCenter")}/${tab}`;

/** The name of a bind tab's form (its element id and its replies' `form`). */
export const bindingForm = (channel: "mobile" | "email") => `bind-${channel}` as const;
