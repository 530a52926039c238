import { solvedBotCheck } from "./bot-check";
import type { PortalResponse, TestPortal } from "./portal";
import { AGENT_PASSWORD } from "./sandbox";

const sessionCookie = (response: PortalResponse) => response.cookies.find((line) => line.startsWith("__session="))?.split(";")[0];

/**
 * Signs an agent in at `/agent` as the form posts it (with a solved bot check) and answers the
 * `__session=…` cookie to send back. `headers` adds to the same-origin ones (e.g. an
 * `x-forwarded-for` of the file's own, so sign-in limits of other files do not count).
 */
export async function signInAgent(
  { request, sameOrigin }: Pick<TestPortal, "request" | "sameOrigin">,
  brand: string,
  username: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const from = { ...sameOrigin(brand), ...headers };
  const botCheck = await solvedBotCheck(request, brand, "login", from);
  const response = await request(brand, "/agent", {
    form: { type: "username", username, password: AGENT_PASSWORD, botCheck },
    headers: from,
  });
  const cookie = sessionCookie(response);
  if (response.status !== 302 || !cookie)
    throw new Error(`agent sign-in of ${username}: ${response.status} ${response.body.slice(0, 200)}`);
  return cookie;
}
