/** The promotions list (`/promotions`, open to visitors) and an activity's page. */
export const PROMOTIONS_PATH = "/promotions";
export const promotionPath = (id: number) => `${PROMOTIONS_PATH}/${id}`;

/** The apply form's name in the action's answers. */
export const APPLY_FORM = "apply";
