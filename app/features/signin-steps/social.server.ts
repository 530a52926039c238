import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import * as oidc from "openid-client";
import type { Brand } from "~/brand/schema";
import { brandSecret } from "~/env.server";
import { failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import { formRules } from "~/forms/rules.server";
import { socialProviderSchema, type SocialProvider } from "~/platform/contract/sign-in-steps";
import { finishSignIn } from "./after-sign-in.server";
import { pendingLink, pendingLinkCookie, socialFlow, socialFlowCookie } from "./cookies.server";
import { signInLimited } from "./limits.server";
import { LINK_PATH } from "./paths";
import { linkSchema } from "./schema.server";
import { LINK_FORM, type LinkView, type StepExtra } from "./types";
import { NO_STORE } from "~/http/cache-headers";
import { redirectWithFlash } from "~/http/flash.server";
import type { FormFailure } from "~/forms/reply";
import { signInFailure } from "~/features/exclusion/sign-in-refusal.server";
import { comeBackRedirect } from "~/features/exclusion/come-back.server";

/** A provider's settings, read from the environment variables the brand's config names. */
function providerSettings(brand: Brand, provider: SocialProvider) {
  const names = brand.signInProviders[provider];
  const issuer = names && brandSecret(names.issuer);
  const clientId = names && brandSecret(names.clientId);
  const clientSecret = names && brandSecret(names.clientSecret);
  return issuer && clientId && clientSecret ? { issuer, clientId, clientSecret } : null;
}

/** The providers a brand offers: those configured whose settings are all set. */
export function offeredProviders(brand: Brand): SocialProvider[] {
  return socialProviderSchema.options.filter((provider) => providerSettings(brand, provider) !== null);
}

/**
 * Each provider's OpenID configuration (discovery), per brand, kept for the process; a
 * failed discovery is forgotten so the next sign-in asks again. Plain http is allowed
 * only for an issuer on this machine (the sandbox's test provider).
 */
const configurations = new Map<string, Promise<oidc.Configuration>>();
function configurationOf(brand: Brand, provider: SocialProvider): Promise<oidc.Configuration> | null {
  const settings = providerSettings(brand, provider);
  if (!settings) return null;
  const key = `${brand.id}|${provider}|${settings.issuer}|${settings.clientId}`;
  let configuration = configurations.get(key);
  if (!configuration) {
    const issuer = new URL(settings.issuer);
    const local = issuer.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(issuer.hostname);
    configuration = oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
      execute: local ? [oidc.allowInsecureRequests] : [],
      timeout: 5,
    });
    configuration.catch(() => configurations.delete(key));
    configurations.set(key, configuration);
  }
  return configuration;
}

const providerOf = (value: unknown): SocialProvider | null => {
  const parsed = socialProviderSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** Back to the login popup with a translated failure (the flash, as free play does). */
const backToLogin = (context: AppLoadContext, failure: FormFailure, headers?: Headers) =>
  redirectWithFlash("/login", { kind: "error", ...failure }, context, { headers });

/**
 * GET /auth/social/:provider (a link of the login popup): a new state, nonce and PKCE
 * verifier in the flow cookie, then off to the provider's sign-in. A link, not a form: the
 * page's CSP allows forms to post to this site only (`form-action 'self'`), and a browser
 * applies that to the redirect a post answers too. Starting a flow changes nothing but the
 * visitor's own flow cookie, and the callback checks its state, so a GET is safe here.
 */
export async function socialStartLoader({ request, context, params }: LoaderFunctionArgs) {
  const provider = providerOf(params.provider);
  const configuration = provider ? configurationOf(context.brand, provider) : null;
  if (!provider || !configuration) return backToLogin(context, { code: "FUNCTION_DISABLED" });
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  try {
    const config = await configuration;
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl(request, provider),
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });
    const flow = { provider, state, nonce, codeVerifier, redirectTo: redirectTo ? redirectTo.slice(0, 2048) : null };
    return redirect(url.href, { headers: { "Set-Cookie": socialFlowCookie(flow, context.secure) } });
  } catch (error) {
    context.logger.warn({ provider, err: error instanceof Error ? error.message : String(error) }, "social sign-in: provider unavailable");
    return backToLogin(context, { code: "UNAVAILABLE" });
  }
}

/** The redirect URI: this portal's own callback route, on the address the browser used. */
const callbackUrl = (request: Request, provider: SocialProvider) => `${new URL(request.url).origin}/auth/social/${provider}/callback`;

/**
 * GET /auth/social/:provider/callback: openid-client checks the answer against the flow
 * cookie (state, then the code exchange with the PKCE verifier, the ID token's signature,
 * issuer, audience and nonce); the platform checks the ID token again and signs the linked
 * account in. An identity with no account goes to the link step.
 */
export async function socialCallbackLoader({ request, context, params }: LoaderFunctionArgs) {
  const provider = providerOf(params.provider);
  const flow = socialFlow(request.headers.get("Cookie"));
  const headers = new Headers([["Set-Cookie", socialFlowCookie(null, context.secure)]]);
  const configuration = provider ? configurationOf(context.brand, provider) : null;
  if (!provider || !configuration || !flow || flow.provider !== provider)
    return backToLogin(context, { code: "IDENTITY_INVALID" }, headers);
  const url = new URL(request.url);
  if (url.searchParams.get("error") === "access_denied") return redirect("/login", { headers });

  let idToken: string;
  try {
    const tokens = await oidc.authorizationCodeGrant(await configuration, new URL(`${callbackUrl(request, provider)}${url.search}`), {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    if (!tokens.id_token) return backToLogin(context, { code: "IDENTITY_INVALID" }, headers);
    idToken = tokens.id_token;
  } catch (error) {
    context.logger.info({ provider, err: error instanceof Error ? error.message : String(error) }, "social sign-in: answer refused");
    return backToLogin(context, { code: "IDENTITY_INVALID" }, headers);
  }

  try {
    const signedIn = await context.platform.social.signIn({ provider, idToken });
    return await finishSignIn(context, signedIn, { audience: "player", redirectTo: flow.redirectTo, headers, social: true });
  } catch (error) {
    const comeBack = comeBackRedirect(error, context.secure, headers);
    if (comeBack) return comeBack;
    // A time-out or self-exclusion is said with its end and the brand's customer service, as at the password sign-in.
    const failure = signInFailure(context, error);
    if (failure.code !== "IDENTITY_NOT_LINKED") return backToLogin(context, failure, headers);
    headers.append("Set-Cookie", pendingLinkCookie({ provider, idToken, redirectTo: flow.redirectTo }, context.secure));
    return redirect(LINK_PATH, { headers });
  }
}

/** The link step's view: which provider's identity waits for a password (null: none does, sign in again), and the form's rules. */
export function linkLoader({ request }: LoaderFunctionArgs) {
  const link = pendingLink(request.headers.get("Cookie"));
  const provider = link ? providerOf(link.provider) : null;
  return data<LinkView>({ provider, rules: formRules(linkSchema) }, { headers: NO_STORE });
}

/** The link step's form: the account's username and password link the identity and sign in. */
export async function linkAction({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), linkSchema);
  if (submission.status !== "success") return invalidReply(LINK_FORM, submission);
  const link = pendingLink(request.headers.get("Cookie"));
  const provider = link ? providerOf(link.provider) : null;
  if (!link || !provider)
    return refusedReply<StepExtra>(LINK_FORM, submission, { code: "VERIFICATION_EXPIRED" }, { extra: { expired: true } });
  const limited = await signInLimited(context, submission.value.username);
  if (limited) return refusedReply(LINK_FORM, submission, limited.failure, { headers: limited.headers });
  try {
    const signedIn = await context.platform.social.link({ provider, idToken: link.idToken, ...submission.value });
    const headers = new Headers([["Set-Cookie", pendingLinkCookie(null, context.secure)]]);
    return await finishSignIn(context, signedIn, { audience: "player", redirectTo: link.redirectTo, headers, social: true });
  } catch (error) {
    return comeBackRedirect(error, context.secure) ?? refusedReply(LINK_FORM, submission, failureOf(error));
  }
}
