import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { AUDIT_ACTIONS } from "@mall/contract";
import { flattenKeys } from "@mall/i18n";
import { describe, expect, it } from "vitest";

const en = JSON.parse(
  readFileSync(
    fileURLToPath(new URL("../../../../../packages/i18n/src/locales/en/console.json", import.meta.url)),
    "utf8",
  ),
);
const keys = new Set(flattenKeys(en));

describe("the audit page's labels", () => {
  it("names every action the audit log records (the other 20 catalogues follow English)", () => {
    const missing = AUDIT_ACTIONS.filter((a) => !keys.has(`audit.action.${a}`));
    expect(missing).toEqual([]);
  });
});
