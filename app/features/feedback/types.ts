import type { PageSeo } from "~/features/content/types";
import type { FormRules } from "~/forms/rules";

/** The name of the page's form (its element id and its replies' `form`). */
export const FEEDBACK_FORM = "feedback";

export interface FeedbackView {
  seo: PageSeo;
  signedIn: boolean;
  /** The form's rules, from its schema, for the browser's own check. */
  rules: FormRules;
}
