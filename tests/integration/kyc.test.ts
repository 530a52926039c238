import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { memberRequests } from "../helpers/member-requests";
import { withFlash } from "../helpers/portal";
import { MEMBER, platformError, startTestSandbox } from "../helpers/sandbox";

/*
 * Identity verification against the real sandbox, posted as a browser without JavaScript posts
 * it: the security centre's verification tab (the profile step's rules, the four documents
 * checked as every upload is), its status through the back office's decisions (control
 * surface), and AURORA's withdrawal threshold (₱10,000.00) held by the platform until approval.
 * Accounts: the seeded sec_kyc_* (balance ₱20,000.00), one per block.
 */

const sb = await startTestSandbox();
const BRAND = "aurora";
const PATH = "/member/securityCenter/verification";
const { request, from, signIn, get, post } = await memberRequests(sb.url, BRAND, 26);

/** A small photo: 8×6 pixels, wider than tall. */
const photo = () => sharp({ create: { width: 8, height: 6, channels: 3, background: "#3a6ea5" } });
const PNG = await photo().png().toBuffer();
const JPEG = await photo().jpeg().toBuffer();
/** The same photo as a phone takes it: EXIF with the camera and a GPS position, stored turned (orientation 6: shown turned right). */
const GPS_JPEG = await photo()
  .jpeg()
  .withExif({
    IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
    IFD3: { GPSLatitudeRef: "N", GPSLatitude: "10/1 18/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "123/1 54/1 0/1" },
  })
  .withMetadata({ orientation: 6 })
  .toBuffer();
/** What the sandbox keeps of an account's latest submitted documents: the bytes of each kind. */
const storedBytes = (username: string) =>
  sb.sandbox.db
    .prepare(
      `SELECT d.kind, d.bytes FROM kyc_documents d JOIN kyc_submissions s ON s.id = d.submission_id JOIN accounts a ON a.id = s.account_id
       WHERE a.merchant = 'AURORA' AND a.username = ? AND s.id = (SELECT MAX(id) FROM kyc_submissions WHERE account_id = a.id) ORDER BY d.kind`,
    )
    .all(username) as Array<{ kind: string; bytes: Buffer }>;
const DETAILS = {
  nationality: "Filipino",
  placeOfBirth: "Cebu City",
  occupation: "Nurse",
  sourceOfIncome: "Salary",
  currentAddress: "5 Rizal Ave, Cebu City",
  permanentAddress: "5 Rizal Ave, Cebu City",
  idType: "UMID",
  idNumber: "0111-2345678-9",
};
type Upload = { name: string; type: string; bytes: Buffer };
const image = (name: string, bytes: Buffer = PNG): Upload => ({ name, type: "image/png", bytes });
const FOUR: Record<string, Upload[]> = {
  idFront: [image("front.png")],
  idBack: [image("back.png")],
  proofOfAddress: [{ name: "bill.jpg", type: "image/jpeg", bytes: JPEG }],
  selfie: [image("selfie.png")],
};

/** The verification form, posted multipart as the page's form is. */
async function send(cookie: string, fields: Record<string, string>, files: Record<string, Upload[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, uploads] of Object.entries(files)) {
    for (const file of uploads) form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return request(BRAND, PATH, { body, headers: { ...from(cookie), "content-type": encoded.headers.get("content-type")! } });
}

/** A field's first error, as the page shows it. */
const fieldError = (html: string, name: string) => new RegExp(`<p id="kyc-${name}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1];
const statusOf = (html: string) => /data-kyc-status="([A-Z_]+)"/.exec(html)?.[1];
const failureOf = (html: string) => /role="alert"[^>]*data-error-code="([A-Z_]+)"/.exec(html)?.[1];
const latest = (username: string) =>
  sb.control(`/merchants/AURORA/players/${username}/kyc`, {}) as Promise<{
    status: string;
    reason: string | null;
    documents: Array<{ kind: string; mediaType: string; size: number }>;
  }>;

describe("the verification tab (sec_kyc_none)", () => {
  let cookie: string;

  it("shows a player who never sent one: not started, the brand's threshold, and the form with the profile's details", async () => {
    cookie = await signIn("sec_kyc_none");
    const page = await get(PATH, cookie);
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(statusOf(page.body)).toBe("NOT_STARTED");
    expect(page.body).toContain("Withdrawals above ₱10,000.00 need a verified identity.");
    expect(page.body).toMatch(/enctype="multipart\/form-data"/i);
    for (const kind of Object.keys(FOUR)) expect(page.body).toContain(`name="${kind}"`);
    expect(page.body).toContain('data-security-tab="verification"');
  });

  it("refuses the profile step's details by the profile's rules, keeping what was typed", async () => {
    const refused = await send(cookie, { ...DETAILS, nationality: "", occupation: "x".repeat(65), idType: "NOPE", idNumber: "<b>" }, FOUR);
    expect(refused.status).toBe(422);
    expect(fieldError(refused.body, "nationality")).toBe("Required");
    expect(fieldError(refused.body, "occupation")).toBe("At most 64 characters");
    expect(fieldError(refused.body, "idType")).toBe("Please choose an ID type");
    expect(fieldError(refused.body, "idNumber")).toBe("Enter the ID number as printed: 4 to 32 letters, digits or dashes");
    expect(refused.body).toContain('value="Cebu City"');
    expect((await sb.raw("POST", "/__control/merchants/AURORA/players/sec_kyc_none/kyc", { body: {} })).status).toBe(404);
  });

  it("refuses documents of the wrong type, too large, too many, or missing, each under its own field", async () => {
    const disguised = await send(cookie, DETAILS, { ...FOUR, idFront: [image("id.png", Buffer.from("#!/bin/sh\nrm -rf /\n"))] });
    expect([disguised.status, fieldError(disguised.body, "idFront")]).toEqual([422, "Photos must be PNG or JPG files"]);
    const big = await send(cookie, DETAILS, { ...FOUR, idBack: [image("big.png", Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))] });
    expect(fieldError(big.body, "idBack")).toBe("Each photo must be at most 5 MB");
    const two = await send(cookie, DETAILS, { ...FOUR, selfie: [image("a.png"), image("b.png")] });
    expect(fieldError(two.body, "selfie")).toBe("Choose one photo here");
    const missing = await send(cookie, DETAILS, { ...FOUR, proofOfAddress: [] });
    expect(fieldError(missing.body, "proofOfAddress")).toBe("Please choose a photo");
    const huge = await send(
      cookie,
      DETAILS,
      Object.fromEntries(Object.keys(FOUR).map((kind) => [kind, [image(`${kind}.png`, Buffer.alloc(5 * 1024 * 1024 + 300 * 1024))]])),
    );
    expect(huge.status).toBe(413);
    // Nothing reached the platform.
    expect((await sb.raw("POST", "/__control/merchants/AURORA/players/sec_kyc_none/kyc", { body: {} })).status).toBe(404);
  });

  it("sends the details and the four documents: pending; the back office rejects with a reason, the player resubmits, it approves", async () => {
    // The proof of address is a phone's photo, with its camera and GPS position in EXIF.
    expect((await sharp(GPS_JPEG).metadata()).exif).toBeDefined();
    const sent = await send(cookie, DETAILS, { ...FOUR, proofOfAddress: [{ name: "bill.jpg", type: "image/jpeg", bytes: GPS_JPEG }] });
    expect([sent.status, sent.headers.location]).toEqual([302, PATH]);
    const pending = await get(PATH, withFlash(sent, cookie));
    expect(statusOf(pending.body)).toBe("PENDING");
    expect(pending.body).toContain("Your verification has been sent.");
    expect(pending.body).not.toContain('name="idFront"');
    const stored = await latest("sec_kyc_none");
    expect(stored.documents.map(({ kind, mediaType }) => ({ kind, mediaType }))).toEqual([
      { kind: "idBack", mediaType: "image/png" },
      { kind: "idFront", mediaType: "image/png" },
      { kind: "proofOfAddress", mediaType: "image/jpeg" },
      { kind: "selfie", mediaType: "image/png" },
    ]);
    // Every document reached the platform re-encoded without metadata, still an image of its type;
    // the photo was turned upright by its orientation (8×6 stored turned right is shown 6×8).
    const bytes = storedBytes("sec_kyc_none");
    for (const { kind, bytes: document } of bytes) {
      const meta = await sharp(document).metadata();
      expect([kind, meta.format, meta.exif, meta.xmp, meta.icc, meta.orientation]).toEqual([
        kind,
        kind === "proofOfAddress" ? "jpeg" : "png",
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
    const bill = await sharp(bytes.find(({ kind }) => kind === "proofOfAddress")!.bytes).metadata();
    expect([bill.width, bill.height]).toEqual([6, 8]);
    expect(bytes.find(({ kind }) => kind === "proofOfAddress")!.bytes.includes("PhoneMaker")).toBe(false);
    // Sent again while pending: the platform refuses it.
    const twice = await send(cookie, DETAILS, FOUR);
    expect([twice.status, failureOf(twice.body)]).toEqual([409, "KYC_NOT_SUBMITTABLE"]);

    await sb.control("/merchants/AURORA/players/sec_kyc_none/kyc/reject", { reason: "The selfie does not show your ID" });
    const rejected = await get(PATH, cookie);
    expect(statusOf(rejected.body)).toBe("REJECTED");
    expect(rejected.body).toContain("The selfie does not show your ID");
    expect(rejected.body).toContain("Send again");

    expect((await send(cookie, DETAILS, FOUR)).status).toBe(302);
    expect(statusOf((await get(PATH, cookie)).body)).toBe("PENDING");
    await sb.control("/merchants/AURORA/players/sec_kyc_none/kyc/approve", {});
    const approved = await get(PATH, cookie);
    expect(statusOf(approved.body)).toBe("APPROVED");
    expect(approved.body).not.toContain('name="idFront"');
    // Each decision told the player: an inbox message and a live event.
    const decided = sb.sandbox.db
      .prepare(
        "SELECT COUNT(*) FROM player_events e JOIN accounts a ON a.id = e.account_id WHERE a.merchant = 'AURORA' AND a.username = 'sec_kyc_none' AND e.kind = 'security.kycDecided'",
      )
      .pluck()
      .get();
    expect(decided).toBe(2);
    expect((await get("/member/messageV2", cookie)).body).toContain("Your identity verification was reviewed");
  });
});

describe("the seeded states", () => {
  it("shows the rejected account's reason and its form, and the approved account's status", async () => {
    const rejected = await get(PATH, await signIn("sec_kyc_rejected"));
    expect(statusOf(rejected.body)).toBe("REJECTED");
    expect(rejected.body).toContain("The photo of your ID is blurred: please send a sharper one");
    expect(rejected.body).toContain('name="selfie"');
    expect(statusOf((await get(PATH, await signIn("sec_kyc_approved"))).body)).toBe("APPROVED");
  });
});

describe("the withdrawal threshold (sec_kyc_pending)", () => {
  it("says so before the amount, refuses a withdrawal above it until approved with a link to the step, and pays one below it", async () => {
    const token = await sb.login("AURORA", "sec_kyc_pending", MEMBER.password);
    const platform = sb.platform({ merchant: "AURORA", token });
    await platform.withdrawPassword.set({ newPassword: "123456" });
    const { id: bankAccountId } = await platform.bank.add({ bankName: "BDO", accountName: "Sec Pending", accountNumber: "001234567890" });
    const cookie = await signIn("sec_kyc_pending");
    const keyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)![1];
    const page = await get("/member/withdraw", cookie);
    expect(page.body).toContain('data-state="need-kyc"');
    expect(page.body).toContain("Your identity verification is being checked.");
    const withdraw = (amount: string, html: string) =>
      post("/member/withdraw", cookie, {
        amount,
        bankAccountId: String(bankAccountId),
        withdrawPassword: "123456",
        idempotencyKey: keyOf(html),
      });

    const above = await withdraw("15000", page.body);
    expect([above.status, failureOf(above.body)]).toEqual([403, "KYC_REQUIRED"]);
    expect(above.body).toContain(`href="${PATH}"`);
    const below = await withdraw("5000", above.body);
    expect(below.status).toBe(302);
    const reference = (await sb.control("/merchants/AURORA/money", { username: "sec_kyc_pending" })) as { latestWithdrawal: string };
    await sb.control(`/withdrawals/${reference.latestWithdrawal}/approve`);
    expect(await sb.control(`/withdrawals/${reference.latestWithdrawal}/pay`)).toMatchObject({ status: "PAID" });

    await sb.control("/merchants/AURORA/players/sec_kyc_pending/kyc/approve", {});
    const after = await get("/member/withdraw", cookie);
    expect(after.body).not.toContain('data-state="need-kyc"');
    const paidAbove = await withdraw("15000", after.body);
    expect(paidAbove.status).toBe(302);
    // The platform holds it on its own, whatever a portal shows: the rule is on every withdrawal it takes.
    const other = sb.platform({ merchant: "AURORA", token: await sb.login("AURORA", "sec_kyc_rejected", MEMBER.password) });
    await other.withdrawPassword.set({ newPassword: "123456" });
    const bank = await other.bank.add({ bankName: "BDO", accountName: "Sec Rejected", accountNumber: "001234567891" });
    const refused = await platformError(
      other.withdrawal.create({
        amountCents: 1_000_001,
        bankAccountId: bank.id,
        withdrawPassword: "123456",
        idempotencyKey: "k".repeat(20),
      }),
    );
    expect(refused.code).toBe("KYC_REQUIRED");
  });
});
