import type { ContentPageView } from "~/features/content/types";

/** The player's own protection pages, each one click from the responsible-gaming page. */
export const PROTECTION_PAGES = [
  { id: "limits", path: "/member/limits" },
  { id: "realityCheck", path: "/member/realityCheck" },
  { id: "selfExclusion", path: "/member/selfExclusion" },
  { id: "accountActivity", path: "/member/accountActivity" },
] as const;

export interface HelpOrganisationView {
  name: string;
  url: string;
  phone: string | null;
}

export interface SealView {
  /** The brand's own address of the seal's SVG (`/brand/seals/<name>.svg`). */
  src: string;
  link: string;
  alt: string;
}

/** `/responsible-gaming`: the merchant's text, the brand's help organisations and seals, and the player's tools. */
export interface ResponsibleGamingView extends ContentPageView {
  helpOrganisations: HelpOrganisationView[];
  seals: SealView[];
  /** A signed-in player gets links to its protection pages; a visitor a sign-in link. */
  signedIn: boolean;
}
