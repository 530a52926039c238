import type { GroupName } from "../../app/platform/contract";
import type { GroupHandlers } from "../lib/context";
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
import { bindingHandlers } from "./binding";
import { creditHandlers, messagesHandlers, profileHandlers, redEnvelopeHandlers } from "./member-centre";
import { systemHandlers } from "./system";
import { transferHandlers } from "./transfers";
import { depositHandlers } from "./deposits";
import { withdrawalHandlers } from "./withdrawals";
import { withdrawPasswordHandlers } from "./withdraw-password";
import { bankHandlers } from "./bank-accounts";
import { transactionHandlers } from "./transactions";
import { recordsHandlers } from "./records";
import { rebateHandlers } from "./rebate";
import { missionsHandlers } from "./missions";
import { referralHandlers } from "./referral";
import { pointsHandlers, vipHandlers } from "./points";
import { promotionsHandlers, raffleHandlers, rewardsHandlers } from "./promotions";
import { eventsHandlers } from "./events";
import { agentHandlers } from "./agent";
import { agentReportsHandlers } from "./agent-reports";
import { contractsHandlers } from "./agent-contracts";
import { agentTeamHandlers } from "./agent-team";
import { exclusionHandlers } from "./exclusion";
import { articlesHandlers, feedbackHandlers, pagesHandlers } from "./content-pages";
import { playTimeHandlers } from "./play-time";
import { limitsHandlers } from "./limits";
import { authenticatorHandlers } from "./authenticator";
import { emailVerificationHandlers } from "./email-verification";
import { kycHandlers } from "./kyc";
import { sessionsHandlers } from "./sessions";
import { statementHandlers } from "./statement";

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
  profile: profileHandlers,
  messages: messagesHandlers,
  binding: bindingHandlers,
  credit: creditHandlers,
  redEnvelopes: redEnvelopeHandlers,
  transfer: transferHandlers,
  deposit: depositHandlers,
  withdrawal: withdrawalHandlers,
  withdrawPassword: withdrawPasswordHandlers,
  bank: bankHandlers,
  transactions: transactionHandlers,
  records: recordsHandlers,
  events: eventsHandlers,
  articles: articlesHandlers,
  pages: pagesHandlers,
  feedback: feedbackHandlers,
  rebate: rebateHandlers,
  agent: agentHandlers,
  referral: referralHandlers,
  missions: missionsHandlers,
  agentReports: agentReportsHandlers,
  points: pointsHandlers,
  vip: vipHandlers,
  promotions: promotionsHandlers,
  rewards: rewardsHandlers,
  raffle: raffleHandlers,
  contracts: contractsHandlers,
  agentTeam: agentTeamHandlers,
  playTime: playTimeHandlers,
  limits: limitsHandlers,
  exclusion: exclusionHandlers,
  authenticator: authenticatorHandlers,
  emailVerification: emailVerificationHandlers,
  kyc: kycHandlers,
  sessions: sessionsHandlers,
  statement: statementHandlers,
};
