import { formatMobile, type MobileNumber } from "./mobile-numbers";
import { sandboxSettings } from "./settings";

/** Vitest runs read codes through the control surface; a line per send would only bury their output. */
const QUIET = sandboxSettings().VITEST !== undefined;

/** The sandbox's SMS gateway is its log: one line per message. */
export function sendSms(merchant: string, to: MobileNumber, text: string): void {
  if (!QUIET) console.log(`[sandbox] SMS from ${merchant} to ${formatMobile(to)}: ${text}`);
}
