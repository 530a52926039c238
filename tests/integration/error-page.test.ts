import { afterEach, describe, expect, it } from "vitest";
import { loadBrandPacks } from "~/i18n/overrides.server";
import { createTranslator } from "~/i18n/translator";
import { ERROR_CODES } from "~/platform/errors";
import { signInAgent } from "../helpers/agent";
import type { PortalResponse } from "../helpers/portal";
import { startTestPortal } from "../helpers/portal";
import { startTestSandbox } from "../helpers/sandbox";

/*
 * The root error page against the real sandbox: whatever a route throws (a platform code,
 * a status of its own, a page that does not exist) answers the translated page with the
 * route's status, never a 500 of the page itself.
 */

const sb = await startTestSandbox();
const portal = await startTestPortal(sb.url);
const { request } = portal;

const packs = await loadBrandPacks(["EN", "TY"], "brands/aurora", "brands/aurora");
const EN = packs.EN!;
const TY = packs.TY!;

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

const sessionCookie = (response: PortalResponse) => response.cookies.find((line) => line.startsWith("__session="))?.split(";")[0];

/** The error page's card: its title, its text and its code line. */
function errorCard(body: string) {
  return {
    title: /<h1[^>]*>([^<]*)<\/h1>/.exec(body)?.[1],
    // "Error code: X" in whichever language the page speaks.
    code: /(?:Error code|Code ng error): (?:<!-- -->)?([A-Z_]+)/.exec(body)?.[1],
  };
}

/**
 * A gated agent page (demo_agent1's type opens it): its loader asks the platform for the
 * agent's profile, and a failure there is thrown to the root error page as a 503 carrying
 * the platform's code. The sandbox fails that call with any code asked of it.
 */
const GATED_PAGE = "/agentHome/agentDailyWages2";

/** Every code a platform call can fail with ("OK" is the success envelope's). */
const FAILURE_CODES = ERROR_CODES.filter((code) => code !== "OK");

afterEach(async () => {
  await sb.control("/faults/clear");
});

describe("the root error page", () => {
  it("answers every platform error code a route throws with the route's status and the code's translated text", async () => {
    const cookie = await signInAgent(portal, "aurora", "demo_agent1");
    expect((await request("aurora", GATED_PAGE, { headers: { cookie } })).status).toBe(200);
    for (const code of FAILURE_CODES) {
      await sb.control("/faults", { call: "agent.profile", failureRate: 1, errorCode: code });
      const page = await request("aurora", GATED_PAGE, { headers: { cookie } });
      expect([code, page.status]).toEqual([code, 503]);
      // A vertical the brand does not offer is titled so; every other code is "something went wrong".
      const title = code === "VERTICAL_NOT_OFFERED" ? EN.system.notOfferedTitle : EN.system.errorTitle;
      expect(errorCard(page.body), code).toEqual({ title: html(title), code });
      expect(page.body, code).toContain(`<p>${html(EN.errors[code])}</p>`);
      // An outage code counts towards the call's circuit breaker: a healthy answer in between closes it again.
      await sb.control("/faults/clear");
      expect((await request("aurora", GATED_PAGE, { headers: { cookie } })).status, `after ${code}`).toBe(200);
    }
  });

  it("translates it into the page's language", async () => {
    const cookie = await signInAgent(portal, "aurora", "demo_agent1");
    for (const code of ["TRIAL_NOT_ALLOWED", "NOT_IN_TEAM", "UNAVAILABLE", "INTERNAL_ERROR"] as const) {
      await sb.control("/faults", { call: "agent.profile", failureRate: 1, errorCode: code });
      const page = await request("aurora", `${GATED_PAGE}?lng=TY`, { headers: { cookie } });
      expect([code, page.status]).toEqual([code, 503]);
      expect(page.body).toContain('<html lang="tl"');
      expect(errorCard(page.body), code).toEqual({ title: html(TY.system.errorTitle), code });
      expect(TY.errors[code]).not.toBe(EN.errors[code]);
      expect(page.body, code).toContain(`<p>${html(TY.errors[code])}</p>`);
      await sb.control("/faults/clear");
      expect((await request("aurora", GATED_PAGE, { headers: { cookie } })).status, `after ${code}`).toBe(200);
    }
  });

  it("answers a form posted where no action takes it with its status and the translated page, in the page's language", async () => {
    for (const [path, lng, pack, tag] of [
      ["/rng", "EN", EN, "en"],
      ["/rng", "TY", TY, "tl"],
      ["/agentHome/agentTeamOverview", "EN", EN, "en"],
    ] as const) {
      const page = await request("aurora", `${path}?lng=${lng}`, { form: { q: "x" }, headers: portal.sameOrigin("aurora") });
      expect([path, lng, page.status]).toEqual([path, lng, 405]);
      expect(page.body).toContain(`<html lang="${tag}"`);
      expect(errorCard(page.body).title, `${path} ${lng}`).toBe(html(pack.system.errorTitle));
      expect(page.body).toContain(html(pack.system.errorBody));
    }
  });

  it("answers a page that does not exist with the translated 404 page", async () => {
    const page = await request("aurora", "/no-such-page");
    expect(page.status).toBe(404);
    expect(errorCard(page.body).title).toBe(html(EN.system.notFoundTitle));
    expect(page.body).toContain(html(EN.system.notFoundBody));
  });
});

describe("a trial account", () => {
  const trialCookie = async () => {
    const trial = await request("tala", "/auth/free-play", { form: {}, headers: portal.sameOrigin("tala") });
    const cookie = sessionCookie(trial);
    expect(cookie).toBeDefined();
    return cookie!;
  };
  /** tala speaks Tagalog first. */
  const ty = createTranslator({ language: "TY", pack: TY });
  const openDialog = (body: string) => /<dialog[^>]*\sopen=""[^>]*data-dialog="([^"]+)"/.exec(body)?.[1];

  it("opening its favourites gets the real-account prompt", async () => {
    const cookie = await trialCookie();
    const page = await request("tala", "/favorite", { headers: { cookie } });
    expect([page.status, page.headers.location]).toEqual([302, "/real-account"]);
    const prompt = await request("tala", "/real-account", { headers: { cookie } });
    expect(prompt.status).toBe(200);
    expect(openDialog(prompt.body)).toBe("real-account");
    expect(prompt.body).toContain(html(ty.t("games.realAccountTitle")));
    expect(prompt.body).toContain(html(ty.t("games.realAccountBody")));
  });

  it("opening a live model's chat room gets the real-account prompt", async () => {
    const cookie = await trialCookie();
    const { list } = await sb.platform({ merchant: "TALA" }).live.models({ language: "TY" });
    const online = list.find((model) => model.online)!;
    const page = await request("tala", `/live-rooms/chat/${online.modelId}`, { headers: { cookie } });
    expect([page.status, page.headers.location]).toEqual([302, "/real-account"]);
  });
});
