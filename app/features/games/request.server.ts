import { returnPath } from "~/features/auth/return-path";
import { SCRIPT_FIELD, SCRIPT_VALUE } from "./paths";

/** Platform game ids (`RNG-PG-0001`) and vendor codes (`TCG_SEA`): bounded, and nothing else reaches the platform. */
const NODE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const VENDOR_CODE = /^[A-Za-z0-9_]{1,64}$/;

/** A form field's text, or null when absent or not text. */
function field(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : null;
}

export const readNodeId = (form: FormData) => {
  const value = field(form, "nodeId");
  return value && NODE_ID.test(value) ? value : null;
};

export const readVendorCode = (form: FormData) => {
  const value = field(form, "vendor");
  return value && VENDOR_CODE.test(value) ? value : null;
};

export const isVendorCode = (value: string) => VENDOR_CODE.test(value);

/** Where the player was (a same-site path, never the sign-in itself); the home when missing or unsafe. */
export const readReturnTo = (form: FormData) => returnPath(field(form, "returnTo"));

export const fromScript = (form: FormData) => field(form, SCRIPT_FIELD) === SCRIPT_VALUE;
