import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { createHash } from "node:crypto";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { replyOf, type FormReply } from "~/forms/reply";
import { doneReply, invalidReply, parseForm } from "~/forms/reply.server";
import { LANGUAGE_LABELS } from "~/i18n/languages";
import type { Language } from "~/platform/contract/common";
import { consoleContext } from "../context.server";
import { previewUrl } from "../features/brands/links.server";
import { ProblemList } from "../features/brands/ui";
import { editedBrand, fileText } from "../features/palette/edited-brand.server";
import { can } from "../features/staff/roles";
import { requireStaff } from "../features/staff/sessions.server";
import * as styles from "../features/texts/texts.css";
import { TEXTS_PAGE_SIZE } from "../features/texts/paging";
import { brandLanguages, languageName, overridesPath, readOverrides, saveTexts, textsPage } from "../features/texts/texts.server";
import { FormErrors, Notice, SubmitButton, usePending } from "../ui/form";
import * as formStyles from "../ui/form.css";
import * as root from "../ui/styles.css";

/**
 * A brand's texts, one language at a time: every key of the language's pack with the pack's text
 * (and the English one) beside the brand's override, searched by key or text, filtered to what is
 * missing or untranslated, a hundred a page. Saving writes the draft's `locales/<LNG>.json` with
 * the overrides only. Reading needs `brand.read`, saving `texts.edit` (translators have it).
 */

const MAX_SEARCH = 200;

const saveSchema = z.object({
  lng: z.string({ required_error: "No language was named." }),
  overrides: z
    .array(
      z.object({
        key: z.string({ required_error: "A text's key is missing." }).max(300),
        value: z.string().max(20_000, "A text has at most 20,000 characters.").optional(),
      }),
    )
    .max(TEXTS_PAGE_SIZE, `At most ${TEXTS_PAGE_SIZE} texts are saved at once.`)
    .default([]),
});

/** The save form's name in its reply (the page's one form that posts). */
const SAVE_FORM = "save";

/** What a save adds to its reply: the portal's report of the draft once it is saved. */
interface SaveExtra {
  problems: string[];
}

export const meta: MetaFunction = () => [{ title: "Texts · Operator console" }];

interface Query {
  language: Language;
  search: string;
  missingOnly: boolean;
  page: number;
}

function readQuery(url: URL, languages: readonly Language[], fallback: Language): Query {
  const params = url.searchParams;
  const asked = params.get("lng");
  const page = Number(params.get("page"));
  return {
    language: languages.find((language) => language === asked) ?? fallback,
    search: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH),
    missingOnly: params.get("missing") === "1",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** A short, id-safe stand-in for a search (a form id holds no spaces or quotes). */
const hashOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7).toString(36);

/** A listing's address: the same search, another page or filter. */
function listingHref(query: Query, change: Partial<Query> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams({ lng: next.language });
  if (next.search) params.set("q", next.search);
  if (next.missingOnly) params.set("missing", "1");
  if (next.page > 1) params.set("page", String(next.page));
  return `?${params}`;
}

export function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = consoleContext(context);
  const session = requireStaff(ctx, request, "brand.read");
  const edited = editedBrand(ctx, params.id);
  const languages = brandLanguages(edited.brand);
  if (languages.length === 0) throw new Response("This brand offers no language with a pack.", { status: 404 });
  const fallback = languages.includes(edited.brand.defaultLanguage) ? edited.brand.defaultLanguage : languages[0];
  const query = readQuery(new URL(request.url), languages, fallback);
  const { overrides, problems } = readOverrides(edited.files, query.language);
  const found = textsPage(query.language, overrides, { search: query.search, missingOnly: query.missingOnly, page: query.page });
  const role = session.staff.role;
  return {
    brand: { id: edited.id, name: edited.brand.displayName },
    languages: languages.map((code) => ({ code, name: languageName(code) })),
    query: { ...query, page: found.page },
    found,
    language: { tag: LANGUAGE_LABELS[query.language]?.tag ?? "en", dir: LANGUAGE_LABELS[query.language]?.dir ?? "ltr" },
    problems,
    overridesVersion: createHash("sha256")
      .update(fileText(edited.files, overridesPath(query.language)) ?? "")
      .digest("base64url")
      .slice(0, 12),
    canEdit: can(role, "texts.edit"),
    preview: can(role, "brand.preview") ? `${previewUrl(ctx, request, edited.brand)}&lng=${query.language}` : null,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const ctx = consoleContext(context);
  const session = requireStaff(ctx, request, "texts.edit");
  const edited = editedBrand(ctx, params.id);
  const formData = await request.formData();
  const submission = parseForm(formData, saveSchema, { messages: "sentences" });
  if (submission.status !== "success") return invalidReply(SAVE_FORM, submission);
  const language = brandLanguages(edited.brand).find((code) => code === submission.value.lng);
  if (!language) return invalidReply(SAVE_FORM, submission, { formErrors: ["This brand does not offer that language."] });
  const changes = submission.value.overrides.map((row) => ({ key: row.key, value: row.value ?? "" }));
  const saved = await saveTexts(ctx, session, edited.id, edited.files, language, changes);
  if (!saved.ok) {
    const fieldErrors = Object.fromEntries(saved.errors.map((error) => [`overrides[${error.index}].value`, [error.message]]));
    const count = saved.errors.length;
    const formErrors = [`Nothing was saved: ${count === 1 ? "one text needs" : `${count} texts need`} a change (marked below).`];
    return invalidReply(SAVE_FORM, submission, { fieldErrors, formErrors });
  }
  const message = saved.changed ? `Saved to the draft's ${language} texts.` : "The draft already has these texts.";
  return doneReply<SaveExtra>(SAVE_FORM, submission, { message }, { extra: { problems: saved.problems } });
}

export default function TextsPage() {
  const { brand, languages, query, found, language, problems, canEdit, preview, overridesVersion } = useLoaderData<typeof loader>();
  const reply = replyOf<SaveExtra>(useActionData<typeof action>(), SAVE_FORM);
  // A new form for each listing and each version of the overrides (read with the page, not the
  // save's answer, which arrives first): its fields start from what the draft holds.
  const formId = `texts-${query.language}-${found.page}-${overridesVersion}-${hashOf(query.search)}${query.missingOnly ? "-missing" : ""}`;
  const name = languages.find((candidate) => candidate.code === query.language)?.name ?? query.language;

  return (
    <>
      <h1>Texts</h1>
      <p>
        The texts {brand.name} shows, in each of its languages: the language pack&apos;s, or the brand&apos;s own where it overrides one. An
        override goes to the brand&apos;s draft; players see it once the draft is published.
        {preview ? (
          <>
            {" "}
            <a href={preview} target="_blank" rel="noreferrer">
              Open the draft&apos;s preview in {name}
            </a>
            .
          </>
        ) : null}
      </p>
      {canEdit ? null : <p className={formStyles.hint}>Your role can read the texts, not change them.</p>}
      <ProblemList title="The draft's texts file has problems:" problems={problems} />

      <Form method="get" className={styles.search} role="search" aria-label="Find texts">
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="texts-lng">
            Language
          </label>
          <select id="texts-lng" name="lng" defaultValue={query.language} key={query.language}>
            {languages.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="texts-q">
            Key or text
          </label>
          <input id="texts-q" name="q" type="search" defaultValue={query.search} key={query.search} maxLength={MAX_SEARCH} />
        </div>
        <label className={styles.checkbox}>
          <input type="checkbox" name="missing" value="1" defaultChecked={query.missingOnly} key={String(query.missingOnly)} /> Only missing
          or untranslated
        </label>
        <button type="submit" className={root.secondaryButton}>
          Show texts
        </button>
      </Form>

      <p data-testid="missing-count">
        {`${name}: ${found.keyCount} texts, `}
        <strong>{`${found.missingCount} missing or untranslated`}</strong>
        {found.missingCount > 0 && !query.missingOnly ? (
          <>
            {" "}
            (<Link to={listingHref(query, { missingOnly: true, page: 1 })}>list them</Link>)
          </>
        ) : null}
        .
      </p>

      {reply?.done ? <Notice>{reply.done.message}</Notice> : null}
      {reply?.done ? (
        <ProblemList
          title="Saved; the portal reports of the draft (it keeps showing its last good version):"
          problems={reply.extra?.problems ?? []}
        />
      ) : null}

      {found.total === 0 ? (
        <p>No text matches.</p>
      ) : (
        <TextsForm
          key={formId}
          id={formId}
          action={`/brands/${brand.id}/texts${listingHref(query)}`}
          lastResult={reply?.done ? undefined : reply?.result}
          language={query.language}
          languageName={name}
          languageAttributes={language}
          found={found}
          canEdit={canEdit}
        />
      )}

      <nav aria-label="Pages of texts" className={root.paging}>
        {found.page > 1 ? <Link to={listingHref(query, { page: found.page - 1 })}>Previous page</Link> : null}
        <span>
          Page {found.page} of {found.pages} ({found.total} texts)
        </span>
        {found.page < found.pages ? <Link to={listingHref(query, { page: found.page + 1 })}>Next page</Link> : null}
      </nav>
    </>
  );
}

type Found = ReturnType<typeof useLoaderData<typeof loader>>["found"];

interface TextsFormProps {
  id: string;
  action: string;
  lastResult: FormReply["result"] | undefined;
  language: Language;
  languageName: string;
  languageAttributes: { tag: string; dir: string };
  found: Found;
  canEdit: boolean;
}

/** One page of texts: each key with the pack's text (and English's) and the brand's override to edit. */
function TextsForm({ id, action, lastResult, language, languageName, languageAttributes, found, canEdit }: TextsFormProps) {
  const saving = usePending();
  const [form, fields] = useForm<z.input<typeof saveSchema>>({
    id,
    lastResult,
    defaultValue: { lng: language, overrides: found.rows.map((row) => ({ key: row.key, value: row.override ?? "" })) },
    shouldValidate: "onSubmit",
  });
  const list = fields.overrides.getFieldList();
  const first = (found.page - 1) * TEXTS_PAGE_SIZE + 1;
  return (
    <Form method="post" action={action} {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="lng" value={language} />
      <table>
        <caption className={root.visuallyHidden}>
          {languageName} texts {first} to {first + found.rows.length - 1} of {found.total}
        </caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            {language === "EN" ? null : <th scope="col">English</th>}
            <th scope="col">Pack ({language})</th>
            <th scope="col" className={styles.overrideColumn}>
              Brand&apos;s override
            </th>
          </tr>
        </thead>
        <tbody>
          {found.rows.map((row, index) => {
            const item = list[index]?.getFieldset();
            if (!item) return null;
            const { key, ...textarea } = getTextareaProps(item.value);
            const error = item.value.errors?.[0];
            return (
              <tr key={row.key} className={row.missing ? styles.missingRow : undefined}>
                <th scope="row" className={styles.key}>
                  <code>{row.key}</code>
                  {row.missing ? <span className={styles.badge}>missing</span> : null}
                </th>
                {language === "EN" ? null : <td lang="en">{row.english}</td>}
                <td lang={languageAttributes.tag} dir={languageAttributes.dir}>
                  {row.pack}
                </td>
                <td>
                  <input type="hidden" name={item.key.name} value={row.key} />
                  <label htmlFor={item.value.id} className={root.visuallyHidden}>
                    Override of {row.key} ({language})
                  </label>
                  <textarea
                    key={key}
                    {...textarea}
                    className={styles.textarea}
                    lang={languageAttributes.tag}
                    dir={languageAttributes.dir}
                    rows={Math.min(6, Math.max(2, Math.ceil(row.pack.length / 48)))}
                    readOnly={!canEdit}
                  />
                  {error ? (
                    <p id={item.value.errorId} className={formStyles.fieldError}>
                      {error}
                    </p>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {canEdit ? (
        <div className={styles.actions}>
          <SubmitButton pending={saving} pendingLabel="Saving…">
            Save the texts of this page
          </SubmitButton>
          <span className={formStyles.hint}>An empty override shows the pack&apos;s text.</span>
        </div>
      ) : null}
    </Form>
  );
}
