/** The register centre's form (its replies' `form`, and its element's id): the action's and the page's name for it. */
export const REGISTER_CENTRE_FORM = "register";
