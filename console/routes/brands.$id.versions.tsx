import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { z } from "zod";
import { replyOf, type FormReply } from "~/forms/reply";
import { invalidReply, parseForm } from "~/forms/reply.server";
import { consoleContext } from "../context.server";
import { requireBrand } from "../features/brands/brands.server";
import { themeContrast } from "../features/brands/contrast.server";
import { isDraftBrand, publishBrand, rollbackBrand, type PublishOutcome } from "../features/brands/publish.server";
import { CopyField, DiffView, ProblemList } from "../features/brands/ui";
import * as brandStyles from "../features/brands/ui.css";
import { hasDraft } from "../features/drafts/drafts.server";
import { can } from "../features/staff/roles";
import { requireStaff } from "../features/staff/sessions.server";
import { firstMessage, FormErrors, Notice, SubmitButton, usePending } from "../ui/form";
import * as styles from "../ui/form.css";
import { formatUtc } from "../ui/format";
import * as root from "../ui/styles.css";
import { diffDraft, diffWithPrevious, listVersions, VersionError } from "../features/versions/versions.server";
import type { loader as layoutLoader } from "./brands.$id";

/**
 * A brand's versions: what its draft would change (a diff per file), the preview link to see it
 * on the brand's domain, publishing it (a palette below WCAG AA shows its failing pairs and asks
 * to confirm first; a draft brand goes live by its first publish), every published version with
 * who, when and what it changed, and a rollback to any of them after a confirmation.
 */

const MAX_NOTE = 500;

const publishSchema = z.object({
  note: z.string().trim().max(MAX_NOTE, `A note has at most ${MAX_NOTE} characters.`).optional(),
  goLive: z.boolean().optional(),
  confirm: z.literal("aa").optional(),
});

const rollbackSchema = z.object({
  version: z.number({ required_error: "No version was named.", invalid_type_error: "No such version." }).int().min(1),
  note: z.string().trim().max(MAX_NOTE, `A note has at most ${MAX_NOTE} characters.`).optional(),
});

export const meta: MetaFunction = () => [{ title: "Versions · Operator console" }];

const positive = (value: string | null) => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
};

export function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = consoleContext(context);
  const session = requireStaff(ctx, request, "brand.read");
  const { brand } = requireBrand(ctx, params.id);
  const search = new URL(request.url).searchParams;
  const draftWaiting = hasDraft(ctx, brand.id);
  const draft = ctx.brands.read(brand.id, "draft");
  const live = ctx.brands.read(brand.id, "live");
  const versions = listVersions(ctx.store, brand.id);
  const diffNumber = positive(search.get("diff"));
  let shown: { number: number; files: ReturnType<typeof diffWithPrevious> } | { number: number; error: string } | null = null;
  if (diffNumber !== null) {
    try {
      shown = { number: diffNumber, files: diffWithPrevious(ctx.store, brand.id, diffNumber) };
    } catch (error) {
      if (!(error instanceof VersionError)) throw error;
      shown = { number: diffNumber, error: `There is no version ${diffNumber}.` };
    }
  }
  const rollback = positive(search.get("rollback"));
  return {
    brand: { id: brand.id, name: brand.displayName },
    canPublish: can(session.staff.role, "brand.publish"),
    draftWaiting,
    draftDiff: draftWaiting ? diffDraft(ctx.brands, brand.id) : [],
    // A draft brand goes live by a publish: offered when its files (the draft's, else the live ones) still say draft.
    goLiveOffered: isDraftBrand(draft.size > 0 ? draft : live),
    contrast: themeContrast(draft.size > 0 ? draft : live),
    versions: versions.map((version) => ({
      number: version.number,
      kind: version.kind,
      sourceNumber: version.sourceNumber,
      email: version.email,
      at: version.createdAt.toISOString(),
      note: version.note,
    })),
    shown,
    confirmRollback: rollback !== null && versions.some((version) => version.number === rollback) ? rollback : null,
    published: positive(search.get("published")),
    rolledBack: positive(search.get("rolledBack")),
  };
}

/** What the publish form's reply adds: the pairs below WCAG AA to confirm, or why the brand's files do not load. */
interface PublishExtra {
  confirm?: Extract<PublishOutcome, { kind: "confirmContrast" }>["failing"];
  problems?: string[];
}

/** What a rollback's reply adds: the version's row it answers (null: the page's, for a form not understood), and why its files do not load. */
interface RollbackExtra {
  version: number | null;
  problems?: string[];
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = consoleContext(context);
  // Publishing and rolling back both make files live: the publish right, whatever the page showed.
  const session = requireStaff(ctx, request, "brand.publish");
  const { brand } = requireBrand(ctx, params.id);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const base = `/brands/${brand.id}/versions`;

  if (intent === "publish") {
    const submission = parseForm(formData, publishSchema, { messages: "sentences" });
    if (submission.status !== "success") return invalidReply("publish", submission);
    const { note, goLive, confirm } = submission.value;
    const outcome = await publishBrand(ctx, session, brand.id, {
      note: note ?? "",
      goLive: goLive === true,
      contrastConfirmed: confirm === "aa",
    });
    if (outcome.kind === "published") throw redirect(`${base}?published=${outcome.version}`);
    if (outcome.kind === "confirmContrast") {
      return invalidReply<PublishExtra>("publish", submission, { status: 409, extra: { confirm: outcome.failing } });
    }
    return invalidReply<PublishExtra>("publish", submission, {
      status: 409,
      formErrors: [outcome.message],
      extra: { problems: outcome.problems },
    });
  }
  if (intent === "rollback") {
    const submission = parseForm(formData, rollbackSchema, { messages: "sentences" });
    if (submission.status !== "success") return invalidReply<RollbackExtra>("rollback", submission, { extra: { version: null } });
    const { version, note } = submission.value;
    const outcome = await rollbackBrand(ctx, session, brand.id, version, note ?? "");
    if (outcome.kind === "published") throw redirect(`${base}?rolledBack=${outcome.version}`);
    const message = outcome.kind === "refused" ? outcome.message : "The rollback was not made.";
    return invalidReply<RollbackExtra>("rollback", submission, {
      status: 409,
      formErrors: [message],
      extra: { version, problems: outcome.kind === "refused" ? outcome.problems : [] },
    });
  }
  // No form of this page: answered as the page's own message, above its parts.
  return invalidReply<RollbackExtra>("rollback", parseForm(formData, z.object({}), { messages: "sentences" }), {
    formErrors: ["This form was not understood. Load the page again."],
    extra: { version: null },
  });
}

const KIND_LABELS = { baseline: "before the console", publish: "publish", rollback: "rollback" } as const;

export default function Versions() {
  const loaded = useLoaderData<typeof loader>();
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/brands.$id");
  const answer = useActionData<typeof action>();
  const publishReply = replyOf<PublishExtra>(answer, "publish");
  const rollbackReply = replyOf<RollbackExtra>(answer, "rollback");
  const { brand } = loaded;
  const pageMessage = rollbackReply && (rollbackReply.extra?.version ?? null) === null ? firstMessage(rollbackReply.result) : undefined;
  return (
    <>
      <h1>Versions of {brand.name}</h1>
      {loaded.published ? <Notice>{`Version ${loaded.published} is published: it is served on the brand's domains now.`}</Notice> : null}
      {loaded.rolledBack ? <Notice>{`Rolled back: version ${loaded.rolledBack} is served on the brand's domains now.`}</Notice> : null}
      {pageMessage ? <FormErrors errors={[pageMessage]} /> : null}

      <section className={root.panel} aria-labelledby="draft-heading">
        <h2 id="draft-heading">Draft</h2>
        {layout?.previewUrl ? (
          <CopyField
            label="Preview link"
            value={layout.previewUrl}
            hint="Whoever opens it sees the draft (or the draft brand) on the brand's own domain, for 24 hours; players do not."
          />
        ) : null}
        {loaded.draftWaiting ? (
          <>
            <h3>What publishing changes</h3>
            <DiffView files={loaded.draftDiff} empty="The draft is the same as what is live." />
          </>
        ) : (
          <p>
            No draft is waiting.{" "}
            {loaded.goLiveOffered
              ? "This draft brand can still be published as it is, to go live."
              : "A change on the brand's pages starts one."}
          </p>
        )}
        <ContrastStatus contrast={loaded.contrast} />
        {loaded.canPublish && (loaded.draftWaiting || loaded.goLiveOffered) ? (
          <PublishForm key={publishReply?.extra?.confirm ? "confirm" : "ask"} reply={publishReply} goLiveOffered={loaded.goLiveOffered} />
        ) : null}
      </section>

      <section className={root.panel} aria-labelledby="versions-heading">
        <h2 id="versions-heading">Published versions</h2>
        {loaded.versions.length === 0 ? (
          <p>Not published from the console yet: its first publish records the brand as it was before as version 1.</p>
        ) : (
          <div className={root.scrollX}>
            <table>
              <caption className={root.visuallyHidden}>Versions of {brand.name}, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">Kind</th>
                  <th scope="col">By</th>
                  <th scope="col">When (UTC)</th>
                  <th scope="col">Note</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {loaded.versions.map((version, index) => (
                  <VersionRow
                    key={version.number}
                    brandId={brand.id}
                    version={version}
                    newest={index === 0}
                    canPublish={loaded.canPublish}
                    confirming={loaded.confirmRollback === version.number}
                    refusal={rollbackReply && rollbackReply.extra?.version === version.number ? rollbackReply : undefined}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {loaded.shown ? (
        <section className={root.panel} aria-labelledby="version-diff-heading" id="diff">
          <h2 id="version-diff-heading">What version {loaded.shown.number} changed</h2>
          {"error" in loaded.shown ? (
            <p className={styles.fieldError}>{loaded.shown.error}</p>
          ) : (
            <DiffView files={loaded.shown.files} empty={`Version ${loaded.shown.number} changed nothing from the one before it.`} />
          )}
          <p>
            <Link to={`/brands/${brand.id}/versions`}>Close the changes</Link>
          </p>
        </section>
      ) : null}
    </>
  );
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

function ContrastStatus({ contrast }: { contrast: Loaded["contrast"] }) {
  if (contrast.unreadable.length > 0) return <ProblemList title="The palettes cannot be checked:" problems={contrast.unreadable} />;
  if (contrast.failing.length === 0) return <p>Contrast: every text and background pair of both palettes meets WCAG AA.</p>;
  return <ContrastFailures failing={contrast.failing} heading="Contrast: these pairs are below WCAG AA" />;
}

function ContrastFailures({ failing, heading }: { failing: Loaded["contrast"]["failing"]; heading: string }) {
  return (
    <div className={brandStyles.warning}>
      <h3 className={brandStyles.warningHeading}>{heading}</h3>
      {failing.map(({ mode, problems }) => (
        <div key={mode}>
          <p className={brandStyles.leadLine}>
            <strong>{mode === "light" ? "Light" : "Dark"} mode</strong> ({problems.length} {problems.length === 1 ? "pair" : "pairs"})
          </p>
          <ul className={brandStyles.list}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function PublishForm({ reply, goLiveOffered }: { reply: FormReply<PublishExtra> | undefined; goLiveOffered: boolean }) {
  const confirming = reply?.extra?.confirm;
  const [form, fields] = useForm({
    id: confirming ? "publish-confirm" : "publish",
    lastResult: reply?.result,
    defaultValue: { goLive: goLiveOffered ? "on" : undefined },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: publishSchema }),
  });
  const pending = usePending("publish");
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming) headingRef.current?.focus();
  }, [confirming]);
  const noteHint = `${fields.note.id}-hint`;
  const { key: noteKey, ...noteProps } = getTextareaProps(fields.note, { ariaDescribedBy: noteHint });
  return (
    <Form method="post" {...getFormProps(form)} className={brandStyles.publishForm}>
      <h3 ref={headingRef} tabIndex={-1}>
        {confirming ? "Publish with a palette below WCAG AA?" : "Publish"}
      </h3>
      {confirming ? <ContrastFailures failing={confirming} heading="Players would get text that is hard to read on these pairs:" /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <ProblemList title="The brand's files do not load:" problems={reply?.extra?.problems ?? []} />
      <input type="hidden" name="intent" value="publish" />
      {confirming ? <input type="hidden" name="confirm" value="aa" /> : null}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={fields.note.id}>
          Note
        </label>
        <p id={noteHint} className={styles.hint}>
          What this version changes, for the versions list (optional).
        </p>
        <textarea key={noteKey} {...noteProps} rows={2} maxLength={MAX_NOTE} />
        {fields.note.errors?.[0] ? (
          <p id={fields.note.errorId} className={styles.fieldError}>
            {fields.note.errors[0]}
          </p>
        ) : null}
      </div>
      {goLiveOffered ? (
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            name={fields.goLive.name}
            id={fields.goLive.id}
            defaultChecked={fields.goLive.initialValue === "on"}
            key={fields.goLive.key}
          />
          Go live: serve the brand on its domains to everyone (it is a draft brand, shown only by its preview link until now)
        </label>
      ) : null}
      <div className={styles.rowActions}>
        <SubmitButton pending={pending} pendingLabel="Publishing…">
          {confirming ? "Publish anyway" : "Publish"}
        </SubmitButton>
        {confirming ? <Link to=".">Cancel: change the palette first</Link> : null}
      </div>
    </Form>
  );
}

type VersionShown = Loaded["versions"][number];

function VersionRow({
  brandId,
  version,
  newest,
  canPublish,
  confirming,
  refusal,
}: {
  brandId: string;
  version: VersionShown;
  newest: boolean;
  canPublish: boolean;
  confirming: boolean;
  /** The reply of a rollback to this version that was not made. */
  refusal: FormReply<RollbackExtra> | undefined;
}) {
  const pending = usePending("rollback", undefined);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const base = `/brands/${brandId}/versions`;
  const message = refusal ? firstMessage(refusal.result) : undefined;
  const problems = refusal?.extra?.problems ?? [];
  return (
    <tr>
      <th scope="row">{version.number}</th>
      <td>
        {KIND_LABELS[version.kind]}
        {version.kind === "rollback" && version.sourceNumber !== null ? ` to version ${version.sourceNumber}` : ""}
      </td>
      <td>{version.email}</td>
      <td>
        <time dateTime={version.at}>{formatUtc(version.at)}</time>
      </td>
      <td>{version.note}</td>
      <td>
        <div className={styles.rowActions}>
          <Link to={`${base}?diff=${version.number}#diff`} aria-label={`What version ${version.number} changed`}>
            Changes
          </Link>
          {canPublish && !newest && !confirming ? (
            <Link className={root.secondaryButton} to={`${base}?rollback=${version.number}`}>
              Roll back to version {version.number}…
            </Link>
          ) : null}
        </div>
        {confirming ? (
          <Form method="post" action={base} className={root.panel}>
            <p ref={confirmRef} tabIndex={-1}>
              {`Roll back to version ${version.number}? Its files are served on the brand's domains at once, as a new version; a draft in progress stays.`}
            </p>
            <input type="hidden" name="intent" value="rollback" />
            <input type="hidden" name="version" value={version.number} />
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`rollback-note-${version.number}`}>
                Note (optional)
              </label>
              <input id={`rollback-note-${version.number}`} name="note" type="text" maxLength={MAX_NOTE} />
            </div>
            <div className={`${styles.rowActions} ${brandStyles.actionsBelow}`}>
              <SubmitButton pending={pending} pendingLabel="Rolling back…">
                {`Roll back to version ${version.number}`}
              </SubmitButton>
              <Link to={base}>Cancel</Link>
            </div>
          </Form>
        ) : null}
        {message ? (
          <div role="alert" className={styles.fieldError}>
            <p className={styles.flush}>{message}</p>
            {problems.length ? (
              <ul className={brandStyles.list}>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </td>
    </tr>
  );
}
