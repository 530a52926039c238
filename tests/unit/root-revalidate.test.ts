import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { rootShouldRevalidate } from "~/features/layout/root-revalidate";

const ORIGIN = "https://aurora.example";

/** What Remix asks the root before a navigation, a submission or a revalidation. */
function asked(from: string, to: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}): boolean {
  return rootShouldRevalidate({
    currentUrl: new URL(from, ORIGIN),
    nextUrl: new URL(to, ORIGIN),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  } as ShouldRevalidateFunctionArgs);
}

describe("the root loader runs again (app/features/layout/root-revalidate.ts)", () => {
  it("not on a plain navigation, nor a GET form (a filter), nor a tab's query", () => {
    expect(asked("/", "/promotions")).toBe(false);
    expect(asked("/member/depositv2", "/member/transactionHistory")).toBe(false);
    expect(asked("/member/personalHistoryCopy", "/member/personalHistoryCopy?range=7", { formMethod: "GET" })).toBe(false);
    expect(asked("/", "/?tab=SLOT")).toBe(false);
    expect(asked("/?lng=TY", "/promotions?lng=TY")).toBe(false);
  });

  it("after any form posted, whatever its answer: sign-in, sign-out, language, mode, any action", () => {
    for (const formMethod of ["POST", "post", "PUT", "DELETE"] as const) {
      expect(asked("/login", "/", { formMethod: formMethod as never }), formMethod).toBe(true);
      expect(asked("/", "/", { formMethod: formMethod as never, defaultShouldRevalidate: false }), formMethod).toBe(true);
    }
  });

  it("when the page asks for it (useRevalidator) or a link leads to the page on screen, as Remix would", () => {
    expect(asked("/member/depositv2", "/member/depositv2")).toBe(true);
    expect(asked("/member/depositv2", "/member/depositv2", { defaultShouldRevalidate: false })).toBe(false);
  });

  it("when ?lng changes the language", () => {
    expect(asked("/", "/?lng=TY")).toBe(true);
    expect(asked("/promotions?lng=TY", "/promotions?lng=EN")).toBe(true);
    expect(asked("/?lng=TY", "/promotions")).toBe(true);
  });
});
