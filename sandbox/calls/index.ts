import type { GroupName } from "../../app/platform/contract";
import type { GroupHandlers } from "../handler";
import { authHandlers } from "./auth";
import { contentHandlers } from "./content";
import { favouritesHandlers, gamesHandlers } from "./games";
import { gameInfoHandlers } from "./game-info";
import { memberHandlers, walletHandlers } from "./member";
import { liveHandlers } from "./live";
import { lotteryHandlers } from "./lottery";
import { firstLoginHandlers, verificationHandlers } from "./sign-in-steps";
import { socialHandlers } from "./social";
import { registrationHandlers } from "./registration";
import { passwordHandlers } from "./password";
import { systemHandlers } from "./system";
import { articlesHandlers, feedbackHandlers, pagesHandlers } from "./content-pages";

/** Every contract call's handler: a call added to the contract without one fails to compile. */
export const handlers: { [G in GroupName]: GroupHandlers<G> } = {
  system: systemHandlers,
  content: contentHandlers,
  games: gamesHandlers,
  gameInfo: gameInfoHandlers,
  favourites: favouritesHandlers,
  auth: authHandlers,
  member: memberHandlers,
  wallet: walletHandlers,
  lottery: lotteryHandlers,
  live: liveHandlers,
  verification: verificationHandlers,
  firstLogin: firstLoginHandlers,
  social: socialHandlers,
  registration: registrationHandlers,
  password: passwordHandlers,
  articles: articlesHandlers,
  pages: pagesHandlers,
  feedback: feedbackHandlers,
};
