import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { z } from "zod";
import { replyOf, type FormReply } from "~/forms/reply";
import { doneReply, invalidReply, parseForm } from "~/forms/reply.server";
import { consoleContext } from "../context.server";
import { ProblemList } from "../features/brands/ui";
import { ASSET_MAX_BYTES, ASSET_TARGET_LABELS, ASSET_TARGETS, SEAL_NAME } from "../features/assets/asset-rules";
import * as styles from "../features/assets/assets.css";
import { AssetError, removeSeal, shownAssets, uploadAsset, type ShownAsset } from "../features/assets/assets.server";
import { removalText } from "../features/assets/svg.server";
import { editedBrand } from "../features/palette/edited-brand.server";
import { can } from "../features/staff/roles";
import { requireStaff } from "../features/staff/sessions.server";
import { FormErrors, Notice, SubmitButton, usePending } from "../ui/form";
import * as formStyles from "../ui/form.css";
import * as root from "../ui/styles.css";

/**
 * A brand's images: the logo, the favicon and the responsible-gaming seals of its draft (its live
 * files while it has none), an upload to replace one or add a seal, and a seal removed. Every
 * upload is an SVG of at most 256 KiB and is cleaned before it is saved (no scripts, event
 * handlers, foreignObject or references to other addresses); the page shows the file as saved.
 * Reading needs `brand.read`; changing needs `brand.edit` (recorded as `assets.edit`).
 */

const uploadSchema = z
  .object({
    target: z.enum(ASSET_TARGETS, { errorMap: () => ({ message: "Choose what the file replaces." }) }),
    seal: z
      .string()
      .trim()
      .regex(SEAL_NAME, "A seal's name is lowercase letters, digits and dashes (at most 40), such as pagcor.")
      .optional(),
    file: z.instanceof(File, { message: "Choose an SVG file." }),
  })
  .superRefine((upload, ctx) => {
    if (upload.target === "seal" && !upload.seal) {
      ctx.addIssue({ code: "custom", path: ["seal"], message: "Name the seal: lowercase letters, digits and dashes, such as pagcor." });
    }
  });

const removeSchema = z.object({ name: z.string({ required_error: "No seal was named.", invalid_type_error: "No seal was named." }) });

/** What an upload adds to its reply: the file as it was saved, and the portal's report of the draft. */
interface UploadExtra {
  saved: { path: string; src: string; svg: string; problems: string[] };
}

export const meta: MetaFunction = () => [{ title: "Assets · Operator console" }];

export function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = consoleContext(context);
  const session = requireStaff(ctx, request, "brand.read");
  const edited = editedBrand(ctx, params.id);
  return {
    brand: { id: edited.id, name: edited.brand.displayName },
    assets: shownAssets(edited),
    canEdit: can(session.staff.role, "brand.edit"),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const ctx = consoleContext(context);
  const session = requireStaff(ctx, request, "brand.edit");
  const edited = editedBrand(ctx, params.id);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "remove") {
    const submission = parseForm(formData, removeSchema, { messages: "sentences" });
    if (submission.status !== "success") return invalidReply("remove", submission);
    try {
      const removed = await removeSeal(ctx, session, edited, submission.value.name);
      return doneReply("remove", submission, { message: `${removed.path} was removed from the draft.` });
    } catch (error) {
      if (!(error instanceof AssetError)) throw error;
      return invalidReply("remove", submission, { formErrors: [error.message], status: 409 });
    }
  }

  const submission = parseForm(formData, uploadSchema, { messages: "sentences" });
  if (submission.status !== "success") return invalidReply("upload", submission);
  const { target, seal, file } = submission.value;
  try {
    const saved = await uploadAsset(ctx, session, edited, target, seal, file);
    const removed = removalText(saved.removed);
    const message = removed
      ? `The file was cleaned before it was saved; removed: ${removed}.`
      : "The file was saved as it was (nothing needed cleaning).";
    const shown = {
      path: saved.path,
      src: `data:image/svg+xml;base64,${Buffer.from(saved.svg).toString("base64")}`,
      svg: saved.svg,
      problems: saved.problems,
    };
    return doneReply<UploadExtra>("upload", submission, { message }, { extra: { saved: shown }, resetForm: true });
  } catch (error) {
    if (!(error instanceof AssetError)) throw error;
    // The type or the size is what was refused: the body was read, the request was understood (422).
    return invalidReply(
      "upload",
      submission,
      error.field === "form" ? { formErrors: [error.message] } : { fieldErrors: { [error.field]: [error.message] } },
    );
  }
}

export default function AssetsPage() {
  const { brand, assets, canEdit } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const upload = replyOf<UploadExtra>(answer, "upload");
  const removal = replyOf(answer, "remove");
  // A removal's refusal: its own message, or the schema's for the seal's hidden name.
  const removalErrors = Object.values(removal?.result.error ?? {}).flatMap((messages) => messages ?? []);
  return (
    <>
      <h1>Assets</h1>
      <p>
        The images of {brand.name}&apos;s draft: its logo, its favicon and the seals its responsible-gaming page can show. Players see a
        change once the draft is published.
      </p>
      {canEdit ? null : <p className={formStyles.hint}>Your role can see the images, not change them.</p>}
      {upload?.done && upload.extra ? <SavedPanel saved={upload.extra.saved} notice={upload.done.message} /> : null}
      {removal?.done ? <Notice>{removal.done.message}</Notice> : null}
      <FormErrors errors={removalErrors} />

      <section aria-labelledby="current-heading">
        <h2 id="current-heading">Images now</h2>
        <ul className={styles.cards}>
          <AssetCard asset={assets.logo} label="Logo" />
          <AssetCard asset={assets.favicon} label="Favicon" />
          {assets.seals.map((seal) => (
            <AssetCard key={seal.path} asset={seal} label={seal.label}>
              {seal.listed ? (
                <p className={formStyles.hint}>Shown on the responsible-gaming page.</p>
              ) : canEdit ? (
                <RemoveSeal name={seal.name} />
              ) : null}
            </AssetCard>
          ))}
        </ul>
        {assets.seals.length === 0 ? <p>The brand has no seals.</p> : null}
      </section>

      {canEdit ? <UploadForm lastResult={upload?.result} /> : null}
    </>
  );
}

function AssetCard({ asset, label, children }: { asset: ShownAsset | null; label: string; children?: ReactNode }) {
  return (
    <li className={styles.card}>
      <h3 className={styles.cardHeading}>{label}</h3>
      {asset ? (
        <>
          <img className={styles.image} src={asset.src} alt={`${label} of the brand`} />
          <p className={formStyles.hint}>
            <code>{asset.path}</code>, {Math.max(1, Math.round(asset.bytes / 1024))} KiB
          </p>
        </>
      ) : (
        <p className={formStyles.fieldError}>Missing: the brand&apos;s pages show no image here.</p>
      )}
      {children}
    </li>
  );
}

function RemoveSeal({ name }: { name: string }) {
  const pending = usePending("remove", name);
  return (
    <Form method="post" encType="multipart/form-data" className={formStyles.inlineForm}>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={name} />
      <input type="hidden" name="name" value={name} />
      <SubmitButton secondary pending={pending} pendingLabel="Removing…">
        Remove {name}.svg
      </SubmitButton>
    </Form>
  );
}

/** The file as it was saved, cleaned: what the pages will show, and (`notice`) what was taken out of it. */
function SavedPanel({ saved, notice }: { saved: UploadExtra["saved"]; notice: string }) {
  return (
    <section className={root.panel} aria-labelledby="saved-heading">
      <h2 id="saved-heading">Saved: {saved.path}</h2>
      <Notice>{notice}</Notice>
      <img className={styles.image} src={saved.src} alt={`${saved.path} as saved`} />
      <details>
        <summary>The SVG as saved</summary>
        <pre className={styles.source} data-testid="saved-svg">
          {saved.svg}
        </pre>
      </details>
      <ProblemList title="Saved; the portal reports of the draft (it keeps showing its last good version):" problems={saved.problems} />
    </section>
  );
}

function UploadForm({ lastResult }: { lastResult: FormReply["result"] | undefined }) {
  const pending = usePending("upload");
  const [form, fields] = useForm<z.input<typeof uploadSchema>>({
    id: "asset-upload",
    lastResult,
    constraint: getZodConstraint(uploadSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: uploadSchema }),
  });
  const { key: targetKey, ...target } = getSelectProps(fields.target);
  const { key: sealKey, ...seal } = getInputProps(fields.seal, { type: "text", ariaDescribedBy: `${fields.seal.id}-hint` });
  const { key: fileKey, ...file } = getInputProps(fields.file, { type: "file", ariaDescribedBy: `${fields.file.id}-hint` });
  return (
    <section aria-labelledby="upload-heading">
      <h2 id="upload-heading">Upload an image</h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className={formStyles.stack}>
        <input type="hidden" name="intent" value="upload" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={fields.target.id}>
            Replace or add
          </label>
          <select key={targetKey} {...target}>
            <option value="">Choose…</option>
            {ASSET_TARGETS.map((value) => (
              <option key={value} value={value}>
                {ASSET_TARGET_LABELS[value]}
              </option>
            ))}
          </select>
          {fields.target.errors?.[0] ? (
            <p id={fields.target.errorId} className={formStyles.fieldError}>
              {fields.target.errors[0]}
            </p>
          ) : null}
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={fields.seal.id}>
            Seal name (for a seal)
          </label>
          <p id={`${fields.seal.id}-hint`} className={formStyles.hint}>
            Saved as <code>assets/seals/&lt;name&gt;.svg</code>; a seal of that name is replaced.
          </p>
          <input key={sealKey} {...seal} autoComplete="off" />
          {fields.seal.errors?.[0] ? (
            <p id={fields.seal.errorId} className={formStyles.fieldError}>
              {fields.seal.errors[0]}
            </p>
          ) : null}
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={fields.file.id}>
            SVG file
          </label>
          <p id={`${fields.file.id}-hint`} className={formStyles.hint}>
            An SVG image of at most {ASSET_MAX_BYTES / 1024} KiB. Scripts, event handlers and references to other addresses are removed.
            After a refusal, choose the file again.
          </p>
          <input key={fileKey} {...file} accept=".svg,image/svg+xml" />
          {fields.file.errors?.[0] ? (
            <p id={fields.file.errorId} className={formStyles.fieldError}>
              {fields.file.errors[0]}
            </p>
          ) : null}
        </div>
        <div>
          <SubmitButton pending={pending} pendingLabel="Uploading…">
            Upload to the draft
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
