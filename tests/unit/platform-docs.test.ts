import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderPlatformDocs } from "../../scripts/platform-docs";

describe("docs/platform-api.md", () => {
  it("matches the contract declarations (run npm run docs:platform after changing them)", () => {
    expect(readFileSync("docs/platform-api.md", "utf8")).toBe(renderPlatformDocs());
  });
});
