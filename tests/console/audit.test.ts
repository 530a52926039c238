import { describe, expect, it } from "vitest";
import { recordAudit, searchAudit } from "../../console/features/audit/audit.server";
import { openConsoleStore } from "../../console/store/database.server";
import { at, MINUTE } from "./helpers";

function filledStore() {
  const store = openConsoleStore(":memory:");
  const staff = [
    { staffId: 1, email: "owner@ops.localhost" },
    { staffId: 2, email: "editor@ops.localhost" },
  ];
  for (let index = 0; index < 120; index++) {
    const who = staff[index % 2];
    recordAudit(store, {
      ...who,
      action: index % 3 === 0 ? "brand.publish" : "brand.edit",
      brandId: index % 4 === 0 ? "aurora" : "lumen",
      detail: { version: index, note: index === 7 ? "50% off_banner" : "colours" },
      ip: "203.0.113.5",
      now: at(index * MINUTE),
    });
  }
  recordAudit(store, {
    staffId: null,
    email: "system",
    action: "staff.create",
    detail: { email: "new@ops.localhost" },
    now: at(200 * MINUTE),
  });
  return store;
}

describe("the audit log", () => {
  it("pages its entries newest first", () => {
    const store = filledStore();
    const first = searchAudit(store, {});
    expect([first.total, first.pages, first.page, first.entries.length]).toEqual([121, 3, 1, 50]);
    expect(first.entries[0]).toMatchObject({
      action: "staff.create",
      staffId: null,
      detail: { email: "new@ops.localhost" },
      at: at(200 * MINUTE),
    });
    expect(first.entries[1].detail.version).toBe(119);
    const last = searchAudit(store, { page: 3 });
    expect(last.entries.map((entry) => entry.detail.version)).toEqual(Array.from({ length: 21 }, (_, index) => 20 - index));
    // A page past the end is the last one.
    expect(searchAudit(store, { page: 99 }).page).toBe(3);
  });

  it("finds entries by action or its group, brand, staff, time and words", () => {
    const store = filledStore();
    const count = (query: Parameters<typeof searchAudit>[1]) => searchAudit(store, query).total;
    expect(count({ action: "brand.publish" })).toBe(40);
    expect(count({ action: "brand" })).toBe(120);
    expect(count({ action: "bran" })).toBe(0);
    expect(count({ brandId: "aurora" })).toBe(30);
    expect(count({ staff: 2 })).toBe(60);
    expect(count({ staff: "EDITOR@" })).toBe(60);
    expect(count({ from: at(10 * MINUTE), to: at(20 * MINUTE) })).toBe(10);
    expect(count({ text: "aurora publish" })).toBe(10);
    // LIKE's wildcards are taken literally.
    expect(count({ text: "50%" })).toBe(1);
    expect(count({ text: "off_banner" })).toBe(1);
    expect(count({ text: "f_b" })).toBe(1);
    expect(count({ text: "_" })).toBe(1);
    expect(count({ text: "new@ops" })).toBe(1);
  });

  it("is appended to only: an entry cannot be changed or deleted", () => {
    const store = filledStore();
    expect(() => store.prepare("UPDATE audit SET email = 'someone@else' WHERE id = 1").run()).toThrow(/append-only/);
    expect(() => store.prepare("DELETE FROM audit").run()).toThrow(/append-only/);
    expect(searchAudit(store).total).toBe(121);
    expect(() => recordAudit(store, { staffId: null, email: "system", action: "Brand publish" })).toThrow(/dotted/);
  });
});
