import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { BotCheckPurpose } from "~/forms/bot-check/types";
import type { TestPortal } from "./portal";

/**
 * What a browser posts in a form's `botCheck` field: a challenge from the portal's
 * /auth/bot-check, solved as the page's script does (docs/decisions/bot-check.md).
 */
export async function solvedBotCheck(
  request: TestPortal["request"],
  brand: string,
  purpose: BotCheckPurpose,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await request(brand, `/auth/bot-check?purpose=${purpose}`, { headers });
  if (response.status !== 200) throw new Error(`bot check challenge: ${response.status}`);
  const challenge = JSON.parse(response.body);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("bot check challenge not solved");
  return Buffer.from(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })).toString(
    "base64url",
  );
}
