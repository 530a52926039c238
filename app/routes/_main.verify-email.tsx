import type { HeadersFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { verifyEmailLoader } from "~/features/email-verify/verify.server";
import { VerifyEmailPage } from "~/features/email-verify/VerifyEmailPage";
import { texts } from "~/i18n/texts";

export const handle = texts("account");

/** `/verify-email?token=…`: where the verification email's link opens; opening it verifies the address. */
export const loader = verifyEmailLoader;

/** The link's page holds a token: never stored (the loader's Cache-Control, passed on to the document). */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return new Headers(cacheControl ? { "Cache-Control": cacheControl } : {});
};

export default function VerifyEmail() {
  return <VerifyEmailPage view={useLoaderData<typeof loader>()} />;
}
