import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's own lint set-up (eslint.config.js), as `npm run lint` runs it, on snippets placed
// in the folders they name: what the layers' rule says about each of their imports.
const eslint = new ESLint({ cwd: fileURLToPath(new URL("../..", import.meta.url)) });

/** The layers' rule's messages for `code` as the file `filePath`: line and kind (climbs, internal, unplaced). */
async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId === "layers/layers")
    .map((message) => ({ line: message.line, severity: message.severity, message: message.message }));
}

describe("the layers' lint rule", () => {
  it("fails a shared module importing a feature, with `~/` or relatively, and passes its import of a lower layer", async () => {
    const errors = await layerErrors(
      "app/platform/climbing.ts",
      ['export { formatMoney } from "~/format/money";', 'export { SIDE_MENU_COOKIE } from "~/features/layout/prefs";'].join("\n"),
    );
    expect(errors).toEqual([
      expect.objectContaining({ line: 2, severity: 2, message: expect.stringContaining("app/features/layout/prefs") }),
    ]);

    const relative = await layerErrors("app/ui/climbing.ts", 'export type { LoginFormData } from "../features/auth/types";');
    expect(relative).toEqual([expect.objectContaining({ line: 1, message: expect.stringContaining("which app/ui may not import") })]);
  });

  it("fails a lower shared module importing a higher one", async () => {
    const errors = await layerErrors("app/platform/climbing.ts", 'export { Field } from "~/ui/Field";');
    expect(errors).toEqual([expect.objectContaining({ line: 1, message: expect.stringContaining("which app/platform may not import") })]);
  });

  it("fails a feature importing another feature's internals; passes its public face and the feature's own modules", async () => {
    const errors = await layerErrors(
      "app/features/games/crossing.ts",
      [
        'export type { LoginFormData } from "~/features/auth/types";',
        'export { withdrawAction } from "~/features/money/withdraw.server";',
        'export { gamePath } from "./paths";',
        'export { cardStyles } from "../games/games.css";',
      ].join("\n"),
    );
    expect(errors).toEqual([expect.objectContaining({ line: 2, message: expect.stringContaining("inside the feature money") })]);
  });

  it("lets a route import any module of a feature, and no feature import a route", async () => {
    expect(
      await layerErrors("app/routes/_main.somewhere.tsx", 'export { withdrawAction } from "~/features/money/withdraw.server";'),
    ).toEqual([]);
    expect(await layerErrors("app/features/money/reading.ts", 'export type { loader } from "~/routes/_main";')).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringContaining("which the features may not import") }),
    ]);
  });

  it("lets the route data name a route module for its types only", async () => {
    expect(await layerErrors("app/route-data.ts", 'import type { loader } from "~/root";\nexport type Root = typeof loader;')).toEqual([]);
    expect(await layerErrors("app/route-data.ts", 'export { loader } from "~/root";')).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringContaining("which the route data may not import") }),
    ]);
  });

  it("keeps the server and app apart: the server uses no feature, and nothing in app/ imports the server", async () => {
    expect(await layerErrors("server/somewhere.ts", 'export { DEPOSIT_PATH } from "~/features/money/paths";')).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringContaining("which the server may not import") }),
    ]);
    expect(await layerErrors("server/somewhere.ts", 'export { NO_STORE } from "~/http/cache-headers";')).toEqual([]);
    expect(await layerErrors("app/routes/somewhere.ts", 'export { logger } from "../../server/logger";')).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringContaining("server/logger is in the server") }),
    ]);
  });

  it("fails a file of app/ in a folder the layers do not place", async () => {
    expect(await layerErrors("app/elsewhere/module.ts", "export const value = 1;")).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringContaining("app/elsewhere/module is in no layer") }),
    ]);
  });
});
