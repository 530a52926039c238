import type { SocialProvider } from "../../app/platform/contract/sign-in-steps";
import type { CallContext, GroupHandlers } from "../lib/context";
import { SandboxError } from "../lib/errors";
import { accountById, type AccountRow } from "../lib/accounts";
import { idpClientOfMerchant, issuerOf, verifyIdToken } from "../lib/identity-provider";
import { checkPassword } from "./auth";
import { completeSignIn } from "../lib/sign-in";
import { signInOrigin } from "../lib/sessions";

/** The identity of an ID token the merchant's client at `provider` received; IDENTITY_INVALID otherwise, or when used before. */
async function identityOf(ctx: CallContext, provider: SocialProvider, idToken: string) {
  const now = ctx.clock.now();
  const client = idpClientOfMerchant(ctx.db, ctx.merchant.code, provider);
  if (!client) throw new SandboxError("FUNCTION_DISABLED");
  const identity = await verifyIdToken(idToken, { issuer: issuerOf(ctx.port, provider), clientId: client.clientId, now });
  if (!identity) throw new SandboxError("IDENTITY_INVALID");
  if (ctx.db.prepare("SELECT 1 FROM used_id_tokens WHERE jti = ?").get(identity.jti)) throw new SandboxError("IDENTITY_INVALID");
  return identity;
}

function linkedAccount(ctx: CallContext, provider: SocialProvider, subject: string): AccountRow | null {
  const row = ctx.db
    .prepare("SELECT account_id FROM identity_links WHERE merchant = ? AND provider = ? AND subject = ?")
    .get(ctx.merchant.code, provider, subject) as { account_id: number } | undefined;
  return row ? accountById(ctx.db, row.account_id) : null;
}

const useToken = (ctx: CallContext, jti: string) =>
  ctx.db.prepare("INSERT INTO used_id_tokens (jti, used_at) VALUES (?, ?)").run(jti, ctx.clock.now().toISOString());

/** Trials are made by free play only: never signed in, nor linked, by a provider. */
const signsIn = (account: AccountRow) => account.is_agent !== 4;

export const socialHandlers: GroupHandlers<"social"> = {
  /** An unlinked identity leaves its token unused, so the player can link it (social.link) with the same token. */
  signIn: async (ctx, { provider, idToken }) => {
    const identity = await identityOf(ctx, provider, idToken);
    const account = linkedAccount(ctx, provider, identity.subject);
    if (!account || !signsIn(account)) throw new SandboxError("IDENTITY_NOT_LINKED");
    return ctx.db.transaction(() => {
      useToken(ctx, identity.jti);
      return completeSignIn(ctx.db, account, account.username, ctx.clock.now(), signInOrigin(ctx, "social"));
    })();
  },

  link: async (ctx, { provider, idToken, username, password }) => {
    const identity = await identityOf(ctx, provider, idToken);
    if (linkedAccount(ctx, provider, identity.subject)) throw new SandboxError("IDENTITY_INVALID");
    const account = checkPassword(ctx, username, password);
    if (!signsIn(account)) throw new SandboxError("NON_MEMBER");
    const now = ctx.clock.now();
    return ctx.db.transaction(() => {
      useToken(ctx, identity.jti);
      ctx.db
        .prepare("INSERT INTO identity_links (merchant, provider, subject, account_id, linked_at) VALUES (?, ?, ?, ?, ?)")
        .run(ctx.merchant.code, provider, identity.subject, account.id, now.toISOString());
      return completeSignIn(ctx.db, account, username, now, signInOrigin(ctx, "social"));
    })();
  },
};
