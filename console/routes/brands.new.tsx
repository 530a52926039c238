import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { replyOf } from "~/forms/reply";
import { invalidReply, parseForm } from "~/forms/reply.server";
import { offeredLanguages } from "~/i18n/packs.server";
import { LANGUAGE_LABELS } from "~/i18n/languages";
import { LANGUAGES } from "~/platform/contract/common";
import { consoleContext } from "../context.server";
import { createConsoleBrand, merchantCodes } from "../features/brands/create.server";
import * as brandStyles from "../features/brands/ui.css";
import { requireStaff } from "../features/staff/sessions.server";
import { CheckboxesField, InputField, SelectField } from "../ui/fields";
import { FormErrors, SubmitButton, usePending } from "../ui/form";
import * as styles from "../ui/form.css";

/**
 * A new brand: the options of `npm run brand:new`, checked by the same planner (every problem at
 * once, each beside its field) and written as a draft brand: its domains answer only to its
 * preview link until it is first published.
 */

const schema = z.object({
  id: z
    .string({ required_error: "Enter the brand's id: a letter, then letters, digits or hyphens." })
    .trim()
    .max(40, "An id has at most 40 characters."),
  name: z.string().trim().max(60, "A name has at most 60 characters.").optional(),
  domains: z
    .string({ required_error: "Enter the domain players reach the brand on, like play.example.com." })
    .trim()
    .max(2000, "List fewer domains."),
  merchant: z
    .string({ required_error: "Enter the platform's merchant code, like AURORA." })
    .trim()
    .max(32, "A merchant code has at most 32 characters."),
  language: z.string({ required_error: "Choose the default language." }),
  languages: z.array(z.string()).optional(),
  mode: z.enum(["dark", "light"], { errorMap: () => ({ message: "Choose dark or light." }) }),
  primary: z
    .string({ required_error: "Enter the primary colour, like #e11d48." })
    .trim()
    .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "Enter a hex colour, like #e11d48 or #e14."),
  accent: z
    .string()
    .trim()
    .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "Enter a hex colour, like #f5c542, or leave it empty.")
    .optional(),
  currency: z.string().trim().max(3, "A currency code has 3 letters, like PHP.").optional(),
  timeZone: z.string().trim().max(64, "A time zone has at most 64 characters.").optional(),
  minimumAge: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, "Enter a whole number of years from 18 to 25.")
    .optional(),
});

/** The page's one form, as its replies name it. */
const FORM = "new-brand";

export const meta: MetaFunction = () => [{ title: "New brand · Operator console" }];

export function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = consoleContext(context);
  requireStaff(ctx, request, "brand.create");
  return {
    languages: offeredLanguages(LANGUAGES).map((code) => ({ code, label: LANGUAGE_LABELS[code].label, tag: LANGUAGE_LABELS[code].tag })),
    merchants: merchantCodes(ctx.root),
    timeZones: Intl.supportedValuesOf("timeZone"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = consoleContext(context);
  const session = requireStaff(ctx, request, "brand.create");
  const submission = parseForm(await request.formData(), schema, { messages: "sentences" });
  if (submission.status !== "success") return invalidReply(FORM, submission);
  const value = submission.value;
  const made = await createConsoleBrand(ctx, session, {
    id: value.id,
    name: value.name,
    domains: value.domains.split(/[\s,]+/).filter(Boolean),
    merchant: value.merchant.toUpperCase(),
    language: value.language,
    languages: value.languages?.length ? value.languages.join(",") : undefined,
    mode: value.mode,
    primary: value.primary,
    accent: value.accent,
    currency: value.currency?.toUpperCase(),
    timeZone: value.timeZone,
    minimumAge: value.minimumAge,
  });
  // The planner's problems, each beside its field (what was typed stays in the fields).
  if (!made.ok) return invalidReply(FORM, submission, { fieldErrors: made.fieldErrors, formErrors: made.formErrors });
  const query = new URLSearchParams({ created: "1", ...(made.merchantFile ? { merchant: made.merchantFile } : {}) });
  throw redirect(`/brands/${made.id}?${query}`);
}

export default function NewBrand() {
  const { languages, merchants, timeZones } = useLoaderData<typeof loader>();
  const reply = replyOf(useActionData<typeof action>(), FORM);
  const [form, fields] = useForm({
    id: FORM,
    lastResult: reply?.result,
    constraint: getZodConstraint(schema),
    defaultValue: { mode: "dark", language: "EN" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const pending = usePending();
  return (
    <>
      <h1>New brand</h1>
      <p>
        The brand is made as a draft: its domains answer only to its preview link until it is first published. It gets a palette derived
        from its colours, a logo, a favicon and its starter texts, which the other pages change.
      </p>
      <Form method="post" {...getFormProps(form)} className={brandStyles.form}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>The brand</legend>
          <div className={brandStyles.grid}>
            <InputField meta={fields.id} label="Id" hint="Its folder's name: a letter, then letters, digits or hyphens." maxLength={40} />
            <InputField meta={fields.name} label="Display name" hint="From the id when empty." maxLength={60} />
            <InputField
              meta={fields.domains}
              label="Domains"
              hint="Host names, separated by commas; <id>.localhost is added."
              placeholder="play.example.com"
            />
            <InputField
              meta={fields.merchant}
              label="Merchant"
              hint="The platform's merchant code; a new one is added to the sandbox."
              list="new-brand-merchants"
              maxLength={32}
            />
          </div>
          <datalist id="new-brand-merchants">
            {merchants.map((code) => (
              <option key={code} value={code} />
            ))}
          </datalist>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Languages and look</legend>
          <SelectField
            meta={fields.language}
            label="Default language"
            options={languages.map((language) => ({ value: language.code, label: `${language.label} (${language.code})` }))}
          />
          <CheckboxesField
            meta={fields.languages}
            legend="Languages offered"
            hint="The default language and English when none is ticked."
            options={languages.map((language) => ({
              value: language.code,
              label: (
                <>
                  <span lang={language.tag}>{language.label}</span> ({language.code})
                </>
              ),
            }))}
          />
          <div className={brandStyles.grid}>
            <SelectField
              meta={fields.mode}
              label="Default mode"
              options={[
                { value: "dark", label: "Dark" },
                { value: "light", label: "Light" },
              ]}
            />
            <InputField
              meta={fields.primary}
              label="Primary colour"
              hint="A hex colour, like #e11d48."
              placeholder="#e11d48"
              maxLength={7}
            />
            <InputField
              meta={fields.accent}
              label="Accent colour"
              hint="Optional; derived from the primary when empty."
              placeholder="#f5c542"
              maxLength={7}
            />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Money, time and age</legend>
          <div className={brandStyles.grid}>
            <InputField meta={fields.currency} label="Currency" hint="ISO 4217, like PHP; the merchant's when empty." maxLength={3} />
            <InputField
              meta={fields.timeZone}
              label="Time zone"
              hint="Like Asia/Manila; UTC when empty."
              list="new-brand-zones"
              maxLength={64}
            />
            <InputField meta={fields.minimumAge} label="Minimum age" hint="18 to 25; 18 when empty." inputMode="numeric" maxLength={2} />
          </div>
          <datalist id="new-brand-zones">
            {timeZones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </fieldset>
        <div>
          <SubmitButton pending={pending} pendingLabel="Making the brand…">
            Make the brand
          </SubmitButton>
        </div>
        <p className={styles.hint}>Nothing is written while a field has a problem.</p>
      </Form>
    </>
  );
}
