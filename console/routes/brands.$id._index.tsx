import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { z } from "zod";
import { BRAND_FILE, parseBrandYaml } from "~/brand/brand-files";
import { replyOf, type FormReply } from "~/forms/reply";
import { doneReply, invalidReply, parseForm, reshapedReply } from "~/forms/reply.server";
import { offeredLanguages } from "~/i18n/packs.server";
import { LANGUAGE_LABELS } from "~/i18n/languages";
import { GAME_TYPES, LANGUAGES, WHITELABEL_FLAGS } from "~/platform/contract/common";
import { consoleContext } from "../context.server";
import { requireBrand } from "../features/brands/brands.server";
import { applySettings, sealImages, settingsDefaults } from "../features/brands/settings.server";
import { settingsSchema, type FlagChoice } from "../features/brands/settings-schema";
import { CopyField, ProblemList } from "../features/brands/ui";
import * as brandStyles from "../features/brands/ui.css";
import { discardDraft, editedFiles, hasDraft, saveDraft } from "../features/drafts/drafts.server";
import { can } from "../features/staff/roles";
import { requireStaff } from "../features/staff/sessions.server";
import { CheckboxesField, FieldError, InputField, SelectField } from "../ui/fields";
import { FormErrors, Notice, SubmitButton, usePending } from "../ui/form";
import * as styles from "../ui/form.css";
import { formatUtc } from "../ui/format";
import * as root from "../ui/styles.css";
import { latestVersion } from "../features/versions/versions.server";
import type { loader as layoutLoader } from "./brands.$id";

/**
 * A brand's overview and its settings: the form edits the brand.yaml of the brand's draft (the
 * live file when no draft is waiting: the first save starts the draft), in place, keeping every
 * comment and every field it does not show. A change is checked with the brand schema before it
 * is saved, and is seen only through the preview link until it is published (Versions).
 */

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `${loaded?.brand.name ?? "Brand"} · Operator console` }];

const FLAG_OPTIONS: ReadonlyArray<{ value: FlagChoice; label: string }> = [
  { value: "default", label: "Merchant's setting" },
  { value: "on", label: "On" },
  { value: "off", label: "Off" },
];

export function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = consoleContext(context);
  const session = requireStaff(ctx, request, "brand.read");
  const entry = requireBrand(ctx, params.id);
  const files = editedFiles(ctx, entry.brand.id);
  const parsed = parseBrandYaml(files.get(BRAND_FILE)?.toString("utf8") ?? "");
  // The file being edited; the brand as served when it does not parse (its problems are shown).
  const brand = parsed.ok ? parsed.value : entry.brand;
  const version = latestVersion(ctx.store, brand.id);
  const search = new URL(request.url).searchParams;
  return {
    brand: {
      id: brand.id,
      name: brand.displayName,
      domains: brand.domains,
      merchant: brand.merchantCode,
      currency: brand.currency,
      timeZone: brand.timeZone,
      mode: brand.defaultMode,
      draftBrand: entry.brand.draft,
    },
    hasDraft: hasDraft(ctx, brand.id),
    published: version ? { number: version.number, at: version.createdAt.toISOString(), email: version.email } : null,
    canEdit: can(session.staff.role, "brand.edit"),
    defaults: settingsDefaults(brand),
    fileProblems: parsed.ok ? [] : parsed.problems.map((line) => `${BRAND_FILE}: ${line}`),
    sealImages: sealImages(files),
    languages: offeredLanguages(LANGUAGES).map((code) => ({ code, label: LANGUAGE_LABELS[code].label, tag: LANGUAGE_LABELS[code].tag })),
    created: search.get("created") === "1",
    merchantFile: search.get("merchant"),
  };
}

/** The discard's form: its one field, the intent its replies are named by. */
const discardSchema = z.object({ intent: z.literal("discard") });

/** What the settings form's reply adds to a save: what the portal reported of the draft as saved. */
interface SettingsExtra {
  problems: string[];
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = consoleContext(context);
  // Every change of this page is a brand edit: the role is asked whatever the page showed.
  const session = requireStaff(ctx, request, "brand.edit");
  const { brand } = requireBrand(ctx, params.id);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent !== "settings") {
    const discard = parseForm(formData, discardSchema, { messages: "sentences" });
    // No form of the page posts another intent: said where the discard's button is.
    if (intent !== "discard") {
      return invalidReply("discard", discard, { formErrors: ["This form was not understood. Load the page again."], status: 400 });
    }
    if (!hasDraft(ctx, brand.id)) return invalidReply("discard", discard, { formErrors: ["There is no draft to discard."], status: 409 });
    await discardDraft(ctx, session, brand.id);
    return doneReply("discard", discard, { message: "The draft was discarded: the preview link shows the live brand again." });
  }

  const submission = parseForm(formData, settingsSchema, { messages: "sentences" });
  // A row added or removed without JavaScript (conform's list buttons) comes back as the form with the row, not saved.
  if (submission.status === undefined) return reshapedReply("settings", submission);
  if (submission.status !== "success") return invalidReply("settings", submission);
  const files = editedFiles(ctx, brand.id);
  const text = files.get(BRAND_FILE)?.toString("utf8") ?? "";
  const current = parseBrandYaml(text);
  const applied = applySettings(text, submission.value, current.ok ? current.value.currency : brand.currency);
  if (!applied.ok) return invalidReply("settings", submission, { fieldErrors: applied.fieldErrors, formErrors: applied.formErrors });
  if (!applied.changed) return doneReply("settings", submission, { message: "Nothing changed: the draft is as it was." });
  const saved = await saveDraft(ctx, session, brand.id, new Map([[BRAND_FILE, applied.text]]), "brand.edit");
  return doneReply<SettingsExtra>(
    "settings",
    submission,
    { message: "Saved to the draft. Open the preview link to see it; publish it on the Versions page." },
    { extra: { problems: saved.problems } },
  );
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

export default function BrandOverview() {
  const loaded = useLoaderData<typeof loader>();
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/brands.$id");
  const answer = useActionData<typeof action>();
  const { brand } = loaded;
  // What either form did is said above the settings.
  const notice = replyOf(answer)?.done?.message;
  return (
    <>
      <h1>{brand.name}</h1>
      {loaded.created ? (
        <Notice>
          {`${brand.name} was made as a draft brand: its domains answer "not found" to everyone but holders of its preview link, until it is published.`}
          {loaded.merchantFile ? ` The sandbox merchant ${loaded.merchantFile} was written on this machine only.` : ""}
        </Notice>
      ) : null}
      <ProblemList title="The file being edited does not load:" problems={loaded.fileProblems} />
      <section className={root.panel} aria-labelledby="overview-heading">
        <h2 id="overview-heading">Overview</h2>
        <dl>
          <dt>Id</dt>
          <dd>
            <code>{brand.id}</code>
          </dd>
          <dt>Domains</dt>
          <dd>{brand.domains.join(", ")}</dd>
          <dt>Merchant</dt>
          <dd>{brand.merchant}</dd>
          <dt>Currency</dt>
          <dd>{brand.currency}</dd>
          <dt>Time zone</dt>
          <dd>{brand.timeZone}</dd>
          <dt>Default mode</dt>
          <dd>{brand.mode}</dd>
          <dt>Served to players</dt>
          <dd>{brand.draftBrand ? "No: a draft brand, shown only by its preview link until it is published" : "Yes"}</dd>
          <dt>Published version</dt>
          <dd>
            {loaded.published ? (
              <>
                <Link to={`/brands/${brand.id}/versions`}>Version {loaded.published.number}</Link>, by {loaded.published.email},{" "}
                <time dateTime={loaded.published.at}>{formatUtc(loaded.published.at)}</time>
              </>
            ) : (
              "not published from the console"
            )}
          </dd>
          <dt>Draft waiting</dt>
          <dd>{loaded.hasDraft ? <Link to={`/brands/${brand.id}/versions`}>yes: see what it changes</Link> : "no"}</dd>
        </dl>
        {layout?.previewUrl ? (
          <CopyField
            label="Preview link"
            value={layout.previewUrl}
            hint="Whoever opens it sees the draft on the brand's own domain, for 24 hours."
          />
        ) : null}
        {loaded.hasDraft && loaded.canEdit ? <DiscardDraft reply={replyOf(answer, "discard")} /> : null}
      </section>
      <SettingsForm loaded={loaded} reply={replyOf<SettingsExtra>(answer, "settings")} notice={notice} />
    </>
  );
}

function DiscardDraft({ reply }: { reply: FormReply | undefined }) {
  const pending = usePending("discard");
  const error = reply?.result.error?.[""]?.[0];
  return (
    <Form method="post" className={`${styles.rowActions} ${brandStyles.actionsApart}`}>
      <input type="hidden" name="intent" value="discard" />
      <SubmitButton secondary pending={pending} pendingLabel="Discarding…">
        Discard draft
      </SubmitButton>
      <span className={styles.hint}>Every change not yet published is dropped.</span>
      {error ? (
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </Form>
  );
}

function SettingsForm({
  loaded,
  reply,
  notice,
}: {
  loaded: Loaded;
  reply: FormReply<SettingsExtra> | undefined;
  notice: string | undefined;
}) {
  const [form, fields] = useForm({
    id: `settings-${loaded.brand.id}`,
    lastResult: reply?.result,
    defaultValue: loaded.defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: settingsSchema }),
  });
  const pending = usePending("settings");
  const flags = fields.flags.getFieldset();
  const social = fields.social.getFieldset();
  const support = fields.support.getFieldset();
  const regions = fields.regions.getFieldset();
  const organisations = fields.helpOrganisations.getFieldList();
  const seals = fields.seals.getFieldList();
  const saveProblems = reply?.extra?.problems ?? [];
  const currency = loaded.brand.currency;
  return (
    <section className={root.panel} aria-labelledby="settings-heading">
      <h2 id="settings-heading">Settings</h2>
      {loaded.canEdit ? (
        <p className={styles.hint}>Saved to the brand&apos;s draft: players see a change once it is published.</p>
      ) : (
        <p className={styles.hint}>Your role can read the settings, not change them.</p>
      )}
      {notice ? <Notice>{notice}</Notice> : null}
      <ProblemList title="Saved, but the draft does not load yet (previews show its last good state):" problems={saveProblems} />
      <Form method="post" {...getFormProps(form)} className={brandStyles.form}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="settings" />
        <fieldset className={styles.fieldset} disabled={!loaded.canEdit}>
          <legend className={styles.legend}>Name and languages</legend>
          <InputField meta={fields.displayName} label="Display name" maxLength={60} />
          <CheckboxesField
            meta={fields.languages}
            legend="Languages offered"
            options={loaded.languages.map((language) => ({
              value: language.code,
              label: (
                <>
                  <span lang={language.tag}>{language.label}</span> ({language.code})
                </>
              ),
            }))}
          />
          <SelectField
            meta={fields.defaultLanguage}
            label="Default language"
            options={loaded.languages.map((language) => ({ value: language.code, label: `${language.label} (${language.code})` }))}
          />
        </fieldset>

        <fieldset className={styles.fieldset} disabled={!loaded.canEdit}>
          <legend className={styles.legend}>Feature flags</legend>
          <p className={styles.hint}>Each flag follows the merchant&apos;s setting on the platform unless the brand turns it on or off.</p>
          <div className={brandStyles.grid}>
            {WHITELABEL_FLAGS.map((flag) => (
              <SelectField key={flag} meta={flags[flag]} label={flag} options={FLAG_OPTIONS} />
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.fieldset} disabled={!loaded.canEdit}>
          <legend className={styles.legend}>Social and support links</legend>
          <div className={brandStyles.grid}>
            <InputField meta={social.facebook} label="Facebook page" type="url" placeholder="https://www.facebook.com/…" />
            <InputField meta={social.telegram} label="Telegram channel" type="url" placeholder="https://t.me/…" />
            <InputField meta={social.whatsapp} label="WhatsApp" type="url" placeholder="https://wa.me/…" />
            <InputField meta={support.liveChat} label="Support live chat" type="url" />
            <InputField meta={support.telegram} label="Support on Telegram" type="url" />
            <InputField meta={support.email} label="Support e-mail" type="email" />
          </div>
        </fieldset>

        <fieldset className={styles.fieldset} disabled={!loaded.canEdit}>
          <legend className={styles.legend}>Responsible gaming page</legend>
          <h3 className={brandStyles.groupHeading}>Help organisations</h3>
          {organisations.length === 0 ? <p className={styles.hint}>None listed.</p> : null}
          {organisations.map((organisation, index) => {
            const row = organisation.getFieldset();
            return (
              <div key={organisation.key ?? index} className={brandStyles.row} role="group" aria-label={`Help organisation ${index + 1}`}>
                <InputField meta={row.name} label={`Name (organisation ${index + 1})`} maxLength={80} />
                <InputField meta={row.url} label={`Address (organisation ${index + 1})`} type="url" />
                <InputField meta={row.phone} label={`Phone (organisation ${index + 1}, optional)`} type="tel" />
                <div>
                  <button className={root.secondaryButton} {...form.remove.getButtonProps({ name: fields.helpOrganisations.name, index })}>
                    Remove organisation {index + 1}
                  </button>
                </div>
              </div>
            );
          })}
          {organisations.length < 8 ? (
            <div>
              <button className={root.secondaryButton} {...form.insert.getButtonProps({ name: fields.helpOrganisations.name })}>
                Add a help organisation
              </button>
            </div>
          ) : null}
          <FieldError meta={fields.helpOrganisations} />

          <h3 className={brandStyles.groupHeading}>Seals</h3>
          {loaded.sealImages.length === 0 ? (
            <p className={styles.hint}>
              A seal shows an SVG of the brand&apos;s assets/seals/ folder: <Link to={`/brands/${loaded.brand.id}/assets`}>upload one</Link>{" "}
              first.
            </p>
          ) : null}
          {seals.length === 0 ? <p className={styles.hint}>None shown.</p> : null}
          {seals.map((seal, index) => {
            const row = seal.getFieldset();
            const current = typeof row.image.initialValue === "string" ? row.image.initialValue : undefined;
            const images = current && !loaded.sealImages.includes(current) ? [current, ...loaded.sealImages] : loaded.sealImages;
            return (
              <div key={seal.key ?? index} className={brandStyles.row} role="group" aria-label={`Seal ${index + 1}`}>
                <SelectField
                  meta={row.image}
                  label={`Image (seal ${index + 1})`}
                  options={[
                    { value: "", label: "Choose an image" },
                    ...images.map((image) => ({
                      value: image,
                      label: loaded.sealImages.includes(image) ? image : `${image} (not in assets/seals/)`,
                    })),
                  ]}
                />
                <InputField meta={row.link} label={`Link (seal ${index + 1})`} type="url" />
                <InputField meta={row.alt} label={`Text for screen readers (seal ${index + 1})`} maxLength={120} />
                <div>
                  <button className={root.secondaryButton} {...form.remove.getButtonProps({ name: fields.seals.name, index })}>
                    Remove seal {index + 1}
                  </button>
                </div>
              </div>
            );
          })}
          {seals.length < 8 ? (
            <div>
              <button className={root.secondaryButton} {...form.insert.getButtonProps({ name: fields.seals.name })}>
                Add a seal
              </button>
            </div>
          ) : null}
          <FieldError meta={fields.seals} />
        </fieldset>

        <fieldset className={styles.fieldset} disabled={!loaded.canEdit}>
          <legend className={styles.legend}>Limits</legend>
          <div className={brandStyles.grid}>
            <InputField
              meta={fields.minimumAge}
              label="Minimum age"
              type="number"
              min={18}
              max={25}
              step="1"
              inputMode="numeric"
              hint="18 when empty; checked on the birthday at registration."
            />
            <InputField
              meta={fields.kycThreshold}
              label={`KYC withdrawal threshold (${currency})`}
              inputMode="decimal"
              hint={`Withdrawals above this amount wait for an approved identity check; 0: every one does; empty: none does.`}
            />
            <InputField
              meta={fields.idleTimeoutMinutes}
              label="Idle time-out (minutes)"
              type="number"
              min={0.1}
              max={1440}
              step="0.1"
              inputMode="decimal"
              hint="A signed-in session ends after this long without a page; 30 when empty."
            />
          </div>
        </fieldset>

        <fieldset className={styles.fieldset} disabled={!loaded.canEdit}>
          <legend className={styles.legend}>Game verticals</legend>
          <CheckboxesField
            meta={fields.verticalsOff}
            legend="Not offered anywhere"
            options={GAME_TYPES.map((type) => ({ value: type, label: type }))}
          />
          <p className={styles.hint}>
            Offered only in some countries: two-letter country codes, separated by commas (empty: everywhere the brand is).
          </p>
          <div className={brandStyles.grid}>
            {GAME_TYPES.map((type) => (
              <InputField key={type} meta={regions[type]} label={`${type}: only in`} placeholder="PH, VN" maxLength={600} />
            ))}
          </div>
        </fieldset>

        {loaded.canEdit ? (
          <div>
            <SubmitButton pending={pending} pendingLabel="Saving…">
              Save to the draft
            </SubmitButton>
          </div>
        ) : null}
      </Form>
    </section>
  );
}
