import { describe, expect, it } from "vitest";
import en from "~/i18n/packs/en.json";
import { AGENT_PAGES } from "~/features/agent/menu";
import { signInAgent } from "../helpers/agent";
import { solvedBotCheck } from "../helpers/bot-check";
import { startTestPortal } from "../helpers/portal";
import { MEMBER, startTestSandbox } from "../helpers/sandbox";

/* The agent centre's layout (/agentHome/*) against the real sandbox: who gets in, the menu per agent type, the clock. */

const sb = await startTestSandbox();
const portal = await startTestPortal(sb.url);
const { request } = portal;

const menuOf = (html: string) => [...html.matchAll(/data-agent-page="([A-Za-z0-9]+)"/g)].map((match) => match[1]);
const GATED = ["agentDividendRecordCopy2", "agentDailyWages2", "agentHourSalary", "agentRealtimeSalary"];
const UNGATED = AGENT_PAGES.map((page) => page.id).filter((id) => !GATED.includes(id));

describe("the agent centre layout", () => {
  it("shows each agent type the menu its flags open, with its nickname and clock", async () => {
    const expected: Record<string, string[]> = {
      demo_agent1: GATED,
      demo_agent2: ["agentDividendRecordCopy2", "agentDailyWages2"],
      demo_agent41: ["agentHourSalary", "agentRealtimeSalary"],
      demo_agent42: ["agentDividendRecordCopy2"],
    };
    for (const [username, gated] of Object.entries(expected)) {
      const cookie = await signInAgent(portal, "aurora", username);
      const page = await request("aurora", "/agentHome", { headers: { cookie } });
      expect(page.status, username).toBe(200);
      expect(page.headers["cache-control"]).toBe("private, no-store");
      expect(menuOf(page.body), username).toEqual([...UNGATED.slice(0, 8), ...gated, ...UNGATED.slice(8)]);
      expect(page.body).toMatch(/data-testid="agent-nickname"[^>]*>Demo Agent\d+</);
      // The sandbox's merchants keep agent time at UTC+8.
      expect(page.body).toMatch(/data-testid="agent-clock">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(<!-- -->)? (<!-- -->)?GMT\+8</);
      // No player layout around it.
      expect(page.body).not.toContain('id="side-menu"');
    }
  });

  it("sends visitors and members to the agent sign-in", async () => {
    const visitor = await request("aurora", "/agentHome");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toBe("/agent?redirectTo=%2FagentHome");
    const botCheck = await solvedBotCheck(request, "aurora", "login");
    const member = await request("aurora", "/login", {
      form: { type: "username", username: "player022", password: MEMBER.password, botCheck },
      headers: portal.sameOrigin("aurora"),
    });
    const cookie = member.cookies.find((line) => line.startsWith("__session="))!.split(";")[0];
    const asMember = await request("aurora", "/agentHome", { headers: { cookie } });
    expect(asMember.status).toBe(302);
    expect(asMember.headers.location).toBe("/agent?redirectTo=%2FagentHome");
  });

  it("keeps the ungated menu and says so when the agent's details cannot be read", async () => {
    const cookie = await signInAgent(portal, "aurora", "demo_agent1");
    await sb.control("/faults", { call: "agent.profile", failureRate: 1 });
    try {
      const page = await request("aurora", "/agentHome", { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(menuOf(page.body)).toEqual(UNGATED);
      expect(page.body).toContain(en.agentCentre.profileFailed);
      expect(page.body).toContain("GMT+0");
    } finally {
      await sb.control("/faults/clear");
    }
  });
});
