import { describe, expect, it } from "vitest";
import { MEMBER, platformError, snapshot, startTestSandbox } from "../helpers/sandbox";

/*
 * The member centre's calls against the sandbox: profile, inbox, binding a mobile or an
 * email, credit report and red envelopes. Accounts that change are player031..033 (the
 * member centre's own); demo_member is only read.
 */

const sb = await startTestSandbox();

async function signedIn(merchant: string, username: string = MEMBER.username) {
  return sb.platform({ merchant, token: await sb.login(merchant, username, MEMBER.password) });
}

const accountId = (merchant: string, username: string) =>
  sb.sandbox.db.prepare("SELECT id FROM accounts WHERE merchant = ? AND username = ?").pluck().get(merchant, username) as number;

describe("profile", () => {
  it("lists every field with whether it may be changed, and the bound mobile and email masked", async () => {
    const profile = await (await signedIn("AURORA")).profile.get();
    expect(profile.account).toBe("demo_member");
    expect(profile.fields.find((field) => field.name === "nickname")).toEqual({ name: "nickname", value: "Demo Member", editable: true });
    expect(profile.fields.map((field) => field.name)).toContain("skype");
    expect(profile.mobile).toBe("917****567");
    expect(profile.email).toBe("de***@aurora.example");
  });

  it("changes the given fields, keeps set-once fields once set, and checks the birthday", async () => {
    const platform = await signedIn("AURORA", "player031");
    const updated = await platform.profile.update({ nickname: "Lucky 31", payeeName: "Juan Cruz", telegram: "@juan" });
    const value = (name: string) => updated.fields.find((field) => field.name === name);
    expect(value("nickname")?.value).toBe("Lucky 31");
    expect(value("payeeName")).toEqual({ name: "payeeName", value: "Juan Cruz", editable: false });
    expect(value("telegram")).toEqual({ name: "telegram", value: "@juan", editable: true });

    const before = snapshot(sb.sandbox, "accounts");
    const locked = await platformError(platform.profile.update({ payeeName: "Someone Else" }));
    expect([locked.code, locked.details?.fields?.[0]?.path]).toEqual(["FIELD_INVALID", "payeeName"]);
    const young = await platformError(platform.profile.update({ birthday: "2020-01-01" }));
    expect([young.code, young.details?.fields?.[0]?.path]).toEqual(["FIELD_INVALID", "birthday"]);
    const notADate = await platformError(platform.profile.update({ birthday: "1990-02-31" }));
    expect(notADate.code).toBe("FIELD_INVALID");
    expect(snapshot(sb.sandbox, "accounts")).toEqual(before);

    // Cleared with "".
    const cleared = await platform.profile.update({ telegram: "" });
    expect(cleared.fields.find((field) => field.name === "telegram")?.value).toBe("");
  });
});

describe("messages", () => {
  it("pages the inbox newest first and counts the unread ones, which member.info reports", async () => {
    const platform = await signedIn("AURORA");
    const first = await platform.messages.list({ page: 1 });
    expect(first).toMatchObject({ page: 1, totalPages: 2, total: 15, unread: 3 });
    expect(first.items).toHaveLength(10);
    expect(first.items.slice(0, 3).every((item) => !item.read)).toBe(true);
    const times = first.items.map((item) => item.sentAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Past the end: the last page.
    expect((await platform.messages.list({ page: 99 })).page).toBe(2);
    expect((await platform.member.info()).unreadMessages).toBe(3);
  });

  it("reads, marks read and deletes the account's own messages only", async () => {
    const platform = await signedIn("AURORA", "player032");
    const other = await signedIn("AURORA", "player033");
    const id = (await sb.control("/merchants/AURORA/messages", { username: "player032", title: "Hello", content: "One\n\nTwo" })) as {
      id: number;
    };
    const unread = (await platform.member.info()).unreadMessages;
    expect(unread).toBeGreaterThan(0);
    expect(await platform.messages.detail({ id: id.id })).toMatchObject({ id: id.id, title: "Hello", content: "One\n\nTwo", read: false });

    // Another player's message: not found, not marked, not deleted.
    expect((await platformError(other.messages.detail({ id: id.id }))).code).toBe("NOT_FOUND");
    await other.messages.markRead({ ids: [id.id] });
    expect(await other.messages.delete({ ids: [id.id] })).toMatchObject({ deleted: 0 });
    expect((await platform.messages.detail({ id: id.id })).read).toBe(false);

    expect(await platform.messages.markRead({ ids: [id.id] })).toEqual({ unread: unread - 1 });
    expect((await platform.messages.detail({ id: id.id })).read).toBe(true);
    expect(await platform.messages.markRead({ all: true })).toEqual({ unread: 0 });
    expect(await platform.messages.delete({ ids: [id.id] })).toEqual({ deleted: 1, unread: 0 });
    expect((await platformError(platform.messages.detail({ id: id.id }))).code).toBe("NOT_FOUND");
  });

  it("refuses trial accounts", async () => {
    // TALA offers free play.
    const trial = await sb.platform({ merchant: "TALA" }).auth.freePlay({ os: "test", platform: "W", deviceId: "member-centre-test" });
    const platform = sb.platform({ merchant: "TALA", token: trial.token });
    expect((await platformError(platform.messages.list({ page: 1 }))).code).toBe("TRIAL_NOT_ALLOWED");
    expect((await platform.member.info()).unreadMessages).toBe(0);
  });
});

describe("binding", () => {
  it("binds a new mobile number with the SMS code, refusing wrong codes and taken numbers", async () => {
    const platform = await signedIn("AURORA", "player031");
    const taken = await platformError(platform.binding.sendCode({ channel: "mobile", countryDialingCode: "63", mobileNum: "9171234567" }));
    expect(taken.code).toBe("MOBILE_TAKEN");

    expect(await platform.binding.sendCode({ channel: "mobile", countryDialingCode: "63", mobileNum: "9175550031" })).toEqual({
      channel: "mobile",
      expiredMinutes: 5,
    });
    const again = await platformError(platform.binding.sendCode({ channel: "mobile", countryDialingCode: "63", mobileNum: "9175550031" }));
    expect(again.code).toBe("TOO_MANY_ATTEMPTS");
    const sent = (await sb.control("/merchants/AURORA/binding-code/last", { username: "player031", channel: "mobile" })) as {
      code: string;
      target: string;
    };
    expect(sent.target).toBe("639175550031");
    const wrong = sent.code === "000000" ? "111111" : "000000";
    expect((await platformError(platform.binding.confirm({ channel: "mobile", code: wrong }))).code).toBe("CODE_INVALID");
    expect(await platform.binding.confirm({ channel: "mobile", code: sent.code })).toEqual({ channel: "mobile", bound: "917****031" });
    expect((await platform.profile.get()).mobile).toBe("917****031");
    // Used once.
    expect((await platformError(platform.binding.confirm({ channel: "mobile", code: sent.code }))).code).toBe("CODE_INVALID");
  });

  it("binds an email with the emailed code, which expires", async () => {
    const platform = await signedIn("AURORA", "player032");
    await platform.binding.sendCode({ channel: "email", email: "New.Address@Example.com" });
    const email = (await sb.control("/merchants/AURORA/email/last", { to: "new.address@example.com" })) as { body: string };
    const code = /code to bind this email is (\d{6})/.exec(email.body)![1];
    expect(await platform.binding.confirm({ channel: "email", code })).toEqual({ channel: "email", bound: "ne***@example.com" });
    expect(sb.sandbox.db.prepare("SELECT email FROM accounts WHERE id = ?").pluck().get(accountId("AURORA", "player032"))).toBe(
      "new.address@example.com",
    );

    await sb.control("/clock/advance", { ms: 61_000 });
    await platform.binding.sendCode({ channel: "email", email: "later@example.com" });
    const later = (await sb.control("/merchants/AURORA/binding-code/last", { username: "player032", channel: "email" })) as {
      code: string;
    };
    await sb.control("/clock/advance", { ms: 6 * 60_000 });
    expect((await platformError(platform.binding.confirm({ channel: "email", code: later.code }))).code).toBe("CODE_EXPIRED");
  });
});

describe("credit report and red envelopes", () => {
  it("reports demo_member's credit line and its changes", async () => {
    const report = await (await signedIn("AURORA")).credit.report({ page: 1 });
    expect(report.limitCents).toBeGreaterThan(0);
    expect(report.availableCents).toBe(report.limitCents - report.usedCents);
    expect(report.items.map((item) => item.kind)).toEqual(["USE", "RAISE", "GRANT"]);
    expect(report.totalPages).toBe(1);
  });

  it("lists demo_member's red envelopes with the total received", async () => {
    const list = await (await signedIn("AURORA")).redEnvelopes.list({ page: 1 });
    // 4 from the member centre's seed, 2 from the promotions' (one open, one past its expiry).
    expect(list.items).toHaveLength(6);
    expect(list.items.map((item) => item.status).filter((status) => status !== "RECEIVED")).toEqual(["OPEN", "EXPIRED", "EXPIRED"]);
    const received = list.items.filter((item) => item.status === "RECEIVED").reduce((sum, item) => sum + item.amountCents, 0);
    expect(list.totalReceivedCents).toBe(received);
    expect(list.items.at(-1)?.status).toBe("EXPIRED");
  });
});
