import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import QRCode from "qrcode";
import { useEffect, useRef } from "react";
import { z } from "zod";
import { replyOf, type FormReply } from "~/forms/reply";
import { doneReply, invalidReply, parseForm } from "~/forms/reply.server";
import { consoleContext } from "../context.server";
import { ROLES, type Role } from "../features/staff/roles";
import { actorOf, requireStaff } from "../features/staff/sessions.server";
import {
  createStaff,
  getStaff,
  listStaff,
  removeStaff,
  resetCredentials,
  setRole,
  StaffError,
  type StaffCredentials,
  type StaffErrorCode,
} from "../features/staff/staff.server";
import { CredentialsPanel, type OneTimeCredentials } from "../features/staff/ui";
import { InputField, SelectField } from "../ui/fields";
import { firstMessage, firstWithError, FormErrors, Notice, SubmitButton, usePending } from "../ui/form";
import * as styles from "../ui/form.css";
import { formatUtc } from "../ui/format";
import * as root from "../ui/styles.css";

/**
 * The staff accounts (owners only): the list, a new account (its password and authenticator
 * secret shown once), a role changed, credentials reset, an account removed after a confirmation.
 * Every action asks the role first (`requireStaff`), whatever the page showed.
 */

const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner: everything, staff too",
  editor: "Editor: brands",
  translator: "Translator: texts only",
  viewer: "Viewer: read and preview",
};
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const createSchema = z.object({
  email: z
    .string({ required_error: "Enter the e-mail address." })
    .trim()
    .max(254, "An e-mail address has at most 254 characters.")
    .regex(/^[^\s@]+@[^\s@]+$/, "Enter an e-mail address, like name@example.com."),
  displayName: z.string().trim().max(100, "A name has at most 100 characters.").optional(),
  role: z.enum(ROLES, { errorMap: () => ({ message: "Choose a role." }) }),
});

const idSchema = z.object({
  id: z.number({ required_error: "No staff account was named.", invalid_type_error: "No such staff account." }).int(),
});
const roleSchema = idSchema.extend({ role: z.enum(ROLES, { errorMap: () => ({ message: "Choose a role." }) }) });

export const meta: MetaFunction = () => [{ title: "Staff · Operator console" }];

export function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = consoleContext(context);
  const session = requireStaff(ctx, request, "staff.manage");
  const now = new Date();
  const staff = listStaff(ctx.store, now).map((member) => ({
    id: member.id,
    email: member.email,
    displayName: member.displayName,
    role: member.role,
    lockedUntil: member.lockedUntil ? member.lockedUntil.toISOString() : null,
  }));
  // A removal is confirmed first: `?remove=<id>` asks, and only the confirmation's post removes.
  const removeId = Number(new URL(request.url).searchParams.get("remove"));
  const confirming = Number.isInteger(removeId) && removeId > 0 ? getStaff(ctx.store, removeId, now) : null;
  return { staff, me: session.staff.id, confirmRemove: confirming ? { id: confirming.id, email: confirming.email } : null };
}

/** A refusal's status: an invalid value is refused as a form that fails its schema is (422). */
const STATUS: Record<StaffErrorCode, 403 | 404 | 409 | 422> = {
  FORBIDDEN: 403,
  LAST_OWNER: 409,
  EMAIL_TAKEN: 409,
  NOT_FOUND: 404,
  INVALID: 422,
};

/** A new password and authenticator secret as the page shows them once, with the link as a QR code drawn here (no script, no other site). */
async function oneTimeCredentials(credentials: StaffCredentials): Promise<OneTimeCredentials> {
  const svg = await QRCode.toString(credentials.otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return {
    email: credentials.staff.email,
    password: credentials.password,
    totpSecret: credentials.totpSecret,
    otpauthUri: credentials.otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

const ROW_INTENTS = ["role", "reset", "remove"] as const;

/**
 * What the new-member form's reply adds: the account's credentials, shown once (the reply's
 * `done.message` is the heading they are shown under).
 */
interface CreateExtra {
  credentials?: OneTimeCredentials;
}

/**
 * What a row's reply adds (its form is the row's intent): the row's staff account (null: the
 * page's, for a form not understood), and, after a reset, the new credentials, shown once.
 */
interface RowExtra {
  id: number | null;
  credentials?: OneTimeCredentials;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = consoleContext(context);
  const session = requireStaff(ctx, request, "staff.manage");
  const actor = actorOf(ctx, session);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "create") {
    const submission = parseForm(formData, createSchema, { messages: "sentences" });
    if (submission.status !== "success") return invalidReply("create", submission);
    try {
      const made = await createStaff(ctx.store, submission.value, actor);
      const credentials = await oneTimeCredentials(made);
      return doneReply<CreateExtra>(
        "create",
        submission,
        { message: `New account: ${credentials.email}` },
        { resetForm: true, extra: { credentials } },
      );
    } catch (error) {
      if (!(error instanceof StaffError)) throw error;
      return invalidReply("create", submission, { formErrors: [error.message], status: STATUS[error.code] });
    }
  }

  if (intent !== "role" && intent !== "reset" && intent !== "remove") {
    // No form of this page: answered as the page's own message, above the table.
    return invalidReply<RowExtra>("role", parseForm(formData, z.object({}), { messages: "sentences" }), {
      formErrors: ["This form was not understood. Load the page again and retry."],
      extra: { id: null },
    });
  }
  if (intent === "role") {
    const submission = parseForm(formData, roleSchema, { messages: "sentences" });
    if (submission.status !== "success") return invalidReply<RowExtra>(intent, submission, { extra: { id: null } });
    const { id, role } = submission.value;
    try {
      const changed = setRole(ctx.store, id, role, actor);
      return doneReply<RowExtra>(
        intent,
        submission,
        { message: `The role of ${changed.email} is now ${changed.role}; their sessions have ended.` },
        { extra: { id } },
      );
    } catch (error) {
      if (!(error instanceof StaffError)) throw error;
      return invalidReply<RowExtra>(intent, submission, { formErrors: [error.message], status: STATUS[error.code], extra: { id } });
    }
  }
  const submission = parseForm(formData, idSchema, { messages: "sentences" });
  if (submission.status !== "success") return invalidReply<RowExtra>(intent, submission, { extra: { id: null } });
  const { id } = submission.value;
  try {
    if (intent === "reset") {
      const credentials = await oneTimeCredentials(await resetCredentials(ctx.store, id, actor));
      return doneReply<RowExtra>(
        intent,
        submission,
        { message: `New credentials for ${credentials.email}` },
        { extra: { id, credentials } },
      );
    }
    const removed = getStaff(ctx.store, id);
    removeStaff(ctx.store, id, actor);
    return doneReply<RowExtra>(
      intent,
      submission,
      { message: `${removed?.email ?? "The account"} was removed; their audit entries stay.` },
      { extra: { id } },
    );
  } catch (error) {
    if (!(error instanceof StaffError)) throw error;
    return invalidReply<RowExtra>(intent, submission, { formErrors: [error.message], status: STATUS[error.code], extra: { id } });
  }
}

export default function Staff() {
  const { staff, me, confirmRemove } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const created = replyOf<CreateExtra>(answer, "create");
  const row = ROW_INTENTS.map((intent) => replyOf<RowExtra>(answer, intent)).find((reply) => reply !== undefined);
  // Shown once, under the reply's sentence: a new member's credentials, or a row's reset ones.
  const shown = created ?? row;
  const credentials = shown?.extra?.credentials;
  // A row's other successes say so above the table.
  const notice = row?.extra?.credentials ? undefined : row?.done?.message;
  const rowId = row?.extra?.id ?? null;
  const rowMessage = row && !row.done ? firstMessage(row.result) : undefined;
  return (
    <>
      <h1>Staff</h1>
      {credentials && shown?.done ? <CredentialsPanel credentials={credentials} heading={shown.done.message} /> : null}
      {notice ? <Notice>{notice}</Notice> : null}
      {rowMessage && rowId === null ? <FormErrors errors={[rowMessage]} /> : null}
      <table>
        <caption className={root.visuallyHidden}>Staff accounts</caption>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Locked until</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {staff.map((member) => (
            <StaffRow
              key={member.id}
              member={member}
              isMe={member.id === me}
              confirming={confirmRemove?.id === member.id}
              error={rowId === member.id ? rowMessage : undefined}
            />
          ))}
        </tbody>
      </table>
      <AddStaff lastResult={created?.result} />
    </>
  );
}

type Member = ReturnType<typeof useLoaderData<typeof loader>>["staff"][number];

function StaffRow({ member, isMe, confirming, error }: { member: Member; isMe: boolean; confirming: boolean; error?: string }) {
  const id = String(member.id);
  const roleId = `role-${member.id}`;
  const errorId = `row-error-${member.id}`;
  const changing = usePending("role", id);
  const resetting = usePending("reset", id);
  const removing = usePending("remove", id);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  return (
    <tr>
      <td>
        {member.email}
        {isMe ? " (you)" : ""}
      </td>
      <td>{member.displayName}</td>
      <td>{member.role}</td>
      <td>{member.lockedUntil ? formatUtc(member.lockedUntil) : "—"}</td>
      <td>
        <div className={styles.rowActions}>
          <Form method="post" action="/staff" className={styles.inlineForm} aria-describedby={error ? errorId : undefined}>
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="id" value={id} />
            <label className={root.visuallyHidden} htmlFor={roleId}>
              Role of {member.email}
            </label>
            <select id={roleId} name="role" defaultValue={member.role} key={member.role}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
            <SubmitButton secondary pending={changing} pendingLabel="Changing…" aria-label={`Change role of ${member.email}`}>
              Change role
            </SubmitButton>
          </Form>
          <Form method="post" action="/staff" className={styles.inlineForm}>
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="id" value={id} />
            <SubmitButton secondary pending={resetting} pendingLabel="Resetting…" aria-label={`Reset credentials of ${member.email}`}>
              Reset credentials
            </SubmitButton>
          </Form>
          {confirming ? null : (
            <Link className={root.secondaryButton} to={`/staff?remove=${member.id}`} aria-label={`Remove ${member.email}…`}>
              Remove…
            </Link>
          )}
        </div>
        {confirming ? (
          <Form method="post" action="/staff" className={root.panel}>
            <p ref={confirmRef} tabIndex={-1}>
              {`Remove ${member.email}? Their sessions end at once; their entries in the audit log stay.`}
            </p>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={id} />
            <div className={styles.rowActions}>
              <SubmitButton pending={removing} pendingLabel="Removing…">
                {`Remove ${member.email}`}
              </SubmitButton>
              <Link to="/staff">Cancel</Link>
            </div>
          </Form>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </td>
    </tr>
  );
}

function AddStaff({ lastResult }: { lastResult: FormReply["result"] | undefined }) {
  const [form, fields] = useForm({
    id: "add-staff",
    lastResult,
    constraint: getZodConstraint(createSchema),
    defaultValue: { role: "viewer" },
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createSchema }),
  });
  const pending = usePending("create");
  const focus = firstWithError(fields, ["email", "displayName"]);
  return (
    <section className={root.panel} aria-labelledby="add-staff-heading">
      <h2 id="add-staff-heading">Add a staff member</h2>
      <p className={styles.hint}>
        The account gets a password and an authenticator secret of its own, shown once on this page to hand over.
      </p>
      <Form method="post" action="/staff" {...getFormProps(form)} className={styles.stack}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="create" />
        <InputField meta={fields.email} label="E-mail" type="email" maxLength={254} focusOnLoad={focus === "email"} />
        <InputField
          meta={fields.displayName}
          label="Name"
          hint="Shown in the console; the e-mail's name when left empty."
          maxLength={100}
          focusOnLoad={focus === "displayName"}
        />
        <SelectField meta={fields.role} label="Role" options={ROLE_OPTIONS} />
        <div>
          <SubmitButton pending={pending} pendingLabel="Adding…">
            Add staff member
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
