import { systemCalls } from "./system";
import { contentCalls } from "./content";
import { favouritesCalls, gamesCalls } from "./games";
import { gameInfoCalls } from "./game-info";
import { authCalls, memberCalls, walletCalls } from "./account";
import { lotteryCalls } from "./lottery";
import { liveCalls } from "./live";
import { firstLoginCalls, socialCalls, verificationCalls } from "./sign-in-steps";
import { registrationCalls } from "./registration";
import { passwordCalls } from "./password";
import { bindingCalls, creditCalls, messagesCalls, profileCalls, redEnvelopeCalls } from "./member-centre";
import { bankCalls, depositCalls, transactionCalls, transferCalls, withdrawalCalls, withdrawPasswordCalls } from "./money";
import { recordsCalls } from "./records";
import { rebateCalls } from "./rebate";
import { missionsCalls, referralCalls } from "./referral";
import { pointsCalls, vipCalls } from "./points";
import { promotionsCalls, raffleCalls, rewardsCalls } from "./promotions";
import { eventsCalls } from "./events";
import { agentCalls } from "./agent";
import { agentReportsCalls } from "./agent-reports";
import { contractsCalls } from "./agent-contracts";
import { agentTeamCalls } from "./agent-team";
import { exclusionCalls } from "./exclusion";
import { articlesCalls, feedbackCalls, pagesCalls } from "./content-pages";
import { playTimeCalls } from "./play-time";
import { limitsCalls } from "./limits";
import { authenticatorCalls } from "./authenticator";
import { emailVerificationCalls } from "./email-verification";
import { kycCalls } from "./kyc";
import { sessionsCalls } from "./sessions";
import { statementCalls } from "./statement";
import type { CallDef } from "./define";

/** Every platform call, grouped by area: `contract.games.list`, `contract.auth.login`, ... */
export const contract = {
  system: systemCalls,
  content: contentCalls,
  games: gamesCalls,
  gameInfo: gameInfoCalls,
  favourites: favouritesCalls,
  auth: authCalls,
  member: memberCalls,
  wallet: walletCalls,
  lottery: lotteryCalls,
  live: liveCalls,
  verification: verificationCalls,
  firstLogin: firstLoginCalls,
  social: socialCalls,
  registration: registrationCalls,
  password: passwordCalls,
  profile: profileCalls,
  messages: messagesCalls,
  binding: bindingCalls,
  credit: creditCalls,
  redEnvelopes: redEnvelopeCalls,
  transfer: transferCalls,
  deposit: depositCalls,
  withdrawal: withdrawalCalls,
  withdrawPassword: withdrawPasswordCalls,
  bank: bankCalls,
  transactions: transactionCalls,
  records: recordsCalls,
  events: eventsCalls,
  articles: articlesCalls,
  pages: pagesCalls,
  feedback: feedbackCalls,
  rebate: rebateCalls,
  agent: agentCalls,
  referral: referralCalls,
  missions: missionsCalls,
  agentReports: agentReportsCalls,
  points: pointsCalls,
  vip: vipCalls,
  promotions: promotionsCalls,
  rewards: rewardsCalls,
  raffle: raffleCalls,
  contracts: contractsCalls,
  agentTeam: agentTeamCalls,
  playTime: playTimeCalls,
  limits: limitsCalls,
  exclusion: exclusionCalls,
  authenticator: authenticatorCalls,
  emailVerification: emailVerificationCalls,
  kyc: kycCalls,
  sessions: sessionsCalls,
  statement: statementCalls,
};

export type Contract = typeof contract;
export type GroupName = keyof Contract;

/** Each call with its dotted name (`games.list`), for the sandbox and the reference page. */
export function listCalls(): Array<{ name: string; call: CallDef }> {
  return Object.entries(contract).flatMap(([group, calls]) =>
    Object.entries(calls as Record<string, CallDef>).map(([name, call]) => ({ name: `${group}.${name}`, call })),
  );
}

export * from "./define";
export * from "./common";
export { BANNER_GROUPS } from "./content";
