import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { z } from "zod";
import { replyOf, type FormReply } from "~/forms/reply";
import { invalidReply, parseForm } from "~/forms/reply.server";
import { consoleContext } from "../context.server";
import { RETURN_PARAM, returnPath } from "../features/staff/paths";
import { clearedCookie, getStaffSession, ticketCookieName } from "../features/staff/sessions.server";
import { awaitingCode, finishSignIn, SIGN_IN_REFUSED_MESSAGE, startSignIn, type SignInResult } from "../features/staff/sign-in.server";
import { InputField } from "../ui/fields";
import { FormErrors, SubmitButton, usePending } from "../ui/form";
import * as styles from "../ui/form.css";
import * as root from "../ui/styles.css";

/**
 * Signing in, two steps on one page: the e-mail and password, then the authenticator's code
 * (the sign-in module keeps the first step's verdict until the code is in, and refuses both with
 * one message). Plain forms: without JavaScript each step posts and the page answers the next.
 */

type Step = "password" | "code";

const passwordSchema = z.object({
  email: z
    .string({ required_error: "Enter your e-mail address." })
    .trim()
    .max(254, "An e-mail address has at most 254 characters.")
    .regex(/^[^\s@]+@[^\s@]+$/, "Enter an e-mail address, like name@example.com."),
  password: z.string({ required_error: "Enter your password." }).max(256, "A password has at most 256 characters."),
});

const codeSchema = z.object({
  code: z
    .string({ required_error: "Enter the 6-digit code from your authenticator app." })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "The code is 6 digits, from your authenticator app.")),
});

export const meta: MetaFunction = () => [{ title: "Sign in · Operator console" }];

export function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = consoleContext(context);
  // Already signed in: the console itself, not a second sign-in.
  if (getStaffSession(ctx, request)) throw redirect("/brands");
  return { step: (awaitingCode(ctx, request) ? "code" : "password") as Step };
}

const minutes = (seconds: number) => {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return `${count} minute${count === 1 ? "" : "s"}`;
};

/** Why a step did not sign in, as the form says it: never which of the details was wrong. */
function refusalOf(result: Exclude<SignInResult, { kind: "code" | "signedIn" }>): { message: string; status: 400 | 401 | 429 } {
  switch (result.kind) {
    case "locked":
      return {
        message: `Too many failed attempts: signing in is locked for ${minutes(result.retryAfterSeconds)}. Try again after that.`,
        status: 429,
      };
    case "expired":
      return { message: "That sign-in was not finished in time. Start again with your e-mail and password.", status: 400 };
    case "refused":
      return { message: SIGN_IN_REFUSED_MESSAGE, status: 401 };
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = consoleContext(context);
  const url = new URL(request.url);
  const formData = await request.formData();
  const step = formData.get("step");

  if (step === "restart") {
    // Another account, or a wrong e-mail typed: the waiting sign-in ends and the first step is shown.
    // Its cookie is cleared, not answered: an answer without a code would count as a wrong code.
    throw redirect(`${url.pathname}${url.search}`, {
      headers: { "Set-Cookie": clearedCookie(ticketCookieName(ctx.secure), ctx.secure) },
    });
  }

  if (step === "code") {
    const submission = parseForm(formData, codeSchema, { messages: "sentences" });
    if (submission.status !== "success") return invalidReply("code", submission);
    const result = await finishSignIn(ctx, request, { code: submission.value.code });
    if (result.kind === "signedIn") throw redirect(returnPath(url.searchParams.get(RETURN_PARAM)), { headers: result.headers });
    if (result.kind === "code") throw redirect(`${url.pathname}${url.search}`, { headers: result.headers });
    const refusal = refusalOf(result);
    // A refused code ends the sign-in: the password's step is next.
    return invalidReply("password", submission, { formErrors: [refusal.message], status: refusal.status, headers: result.headers });
  }

  const submission = parseForm(formData, passwordSchema, { messages: "sentences" });
  if (submission.status !== "success") return invalidReply("password", submission);
  const result = await startSignIn(ctx, submission.value);
  // The code's step is shown by the page read afresh (the sign-in waiting for it is in a cookie): a reload does not post the password again.
  if (result.kind === "code") throw redirect(`${url.pathname}${url.search}`, { headers: result.headers });
  if (result.kind === "signedIn") throw redirect(returnPath(url.searchParams.get(RETURN_PARAM)), { headers: result.headers });
  const refusal = refusalOf(result);
  return invalidReply("password", submission, { formErrors: [refusal.message], status: refusal.status, headers: result.headers });
}

export default function SignIn() {
  const loaderData = useLoaderData<typeof loader>();
  const reply = replyOf(useActionData<typeof action>());
  // A refused code ends the sign-in: the reply's form is the step that is next (a refusal does not read the page again).
  const step = (reply?.form as Step | undefined) ?? loaderData.step;
  return (
    <section className={`${root.panel} ${root.signInPanel}`}>
      <h1>Sign in</h1>
      {step === "code" ? (
        <CodeStep lastResult={reply?.form === "code" ? reply.result : undefined} />
      ) : (
        <PasswordStep lastResult={reply?.form === "password" ? reply.result : undefined} />
      )}
    </section>
  );
}

type LastResult = FormReply["result"];

function PasswordStep({ lastResult }: { lastResult: LastResult | undefined }) {
  const [form, fields] = useForm({
    id: "sign-in-password",
    lastResult,
    constraint: getZodConstraint(passwordSchema),
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordSchema }),
  });
  const pending = usePending();
  // The first field with an error takes focus, else the e-mail (a refusal starts over there); a
  // field's error is focused by the form itself, a refusal of the whole form here.
  const focus = fields.password.errors?.length && !fields.email.errors?.length ? "password" : "email";
  const emailId = fields.email.id;
  useEffect(() => {
    if (lastResult?.error?.[""]?.length) document.getElementById(emailId)?.focus();
  }, [lastResult, emailId]);
  return (
    <Form method="post" {...getFormProps(form)} className={styles.stack}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="step" value="password" />
      <InputField meta={fields.email} label="E-mail" type="email" autoComplete="username" focusOnLoad={focus === "email"} maxLength={254} />
      <InputField
        meta={fields.password}
        label="Password"
        type="password"
        autoComplete="current-password"
        focusOnLoad={focus === "password"}
      />
      <div>
        <SubmitButton pending={pending} pendingLabel="Checking…">
          Continue
        </SubmitButton>
      </div>
    </Form>
  );
}

function CodeStep({ lastResult }: { lastResult: LastResult | undefined }) {
  const [form, fields] = useForm({
    id: "sign-in-code",
    lastResult,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: codeSchema }),
  });
  const pending = usePending();
  return (
    <>
      <Form method="post" {...getFormProps(form)} className={styles.stack}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="step" value="code" />
        <InputField
          meta={fields.code}
          label="Authenticator code"
          hint="The 6-digit code your authenticator app shows for the operator console now."
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={8}
          focusOnLoad
        />
        <div>
          <SubmitButton pending={pending} pendingLabel="Signing in…">
            Sign in
          </SubmitButton>
        </div>
      </Form>
      <Form method="post" className={root.spaced}>
        <input type="hidden" name="step" value="restart" />
        <button type="submit" className={root.secondaryButton} disabled={pending}>
          Start again with another account
        </button>
      </Form>
    </>
  );
}
