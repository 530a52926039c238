import { describe, expect, it } from "vitest";
import { brandFolders } from "~/brand/registry.server";
import { contrastProblems } from "~/brand/onboarding/theme";
import { brandPalettes } from "../helpers/brand-themes";
import { PROJECT_ROOT } from "../helpers/project-copy";

/**
 * Every brand folder's themes, as written (hand-tuned or scaffolded): each
 * text/background pair the components draw meets WCAG AA in both modes. The
 * browser matrix scans the rendered pages with axe too; this names the token.
 */
const ids = brandFolders(PROJECT_ROOT);
const palettes = await brandPalettes(PROJECT_ROOT);

describe("brand themes keep their text readable", () => {
  it("finds the brand folders", () => {
    expect(ids.length).toBeGreaterThan(0);
  });

  for (const id of ids) {
    for (const mode of ["dark", "light"] as const) {
      it(`${id} ${mode}`, () => {
        const palette = palettes[id]![mode];
        expect(Object.values(palette).every((value) => typeof value === "string")).toBe(true);
        expect(contrastProblems(palette)).toEqual([]);
      });
    }
  }
});
