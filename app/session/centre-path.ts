import { useLocation } from "@remix-run/react";

/**
 * The agent centre shows three member-centre pages under its own root (deposit, withdraw,
 * messages: `/agentHome/depositv2`, ...), with the member pages' own loaders, actions and
 * components, and the two security-centre tabs a withdrawal needs first (the withdrawal
 * password and the bank accounts, under its withdraw page: `/agentHome/withdraw/bankAccounts`),
 * so an agent sets them up without leaving its centre. Their links, form actions and redirects
 * go through `inCentre`, so a page shown under `/agentHome` stays there; every other member
 * path (the rest of the security centre, a receipt) is the member centre's.
 */
const SHARED_PAGE = /^\/member(\/(?:depositv2|withdraw|messageV2(?:\/\d+)?))(?=$|\?)/;
const WITHDRAWAL_SETUP = /^\/member\/securityCenter(\/(?:withdrawalPassword|bankAccounts))(?=$|\?)/;

/** `path` (a member-centre path) as the page shown at `pathname` links to it. */
export function inCentre(path: string, pathname: string): string {
  if (!pathname.startsWith("/agentHome/")) return path;
  return path.replace(SHARED_PAGE, "/agentHome$1").replace(WITHDRAWAL_SETUP, "/agentHome/withdraw$1");
}

/** `inCentre` for the page being shown. */
export function useInCentre(): (path: string) => string {
  const { pathname } = useLocation();
  return (path) => inCentre(path, pathname);
}
