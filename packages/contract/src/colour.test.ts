import { describe, expect, it } from "vitest";
import { isDarkColour, themeVars } from "./colour.ts";

const theme = {
  primary: "#e4393c",
  primaryDark: "#b71c1c",
  accent: "#ff9800",
  surface: "#fff8f3",
  text: "#222222",
  headerBg: "#ffffff",
  headerText: "#222222",
};

describe("a brand's colours as CSS variables", () => {
  it("sets each colour, and the header's strong links in the brand colour on a light header", () => {
    expect(themeVars(theme)).toContainEqual(["--c-surface", "#fff8f3"]);
    expect(themeVars(theme)).toContainEqual(["--c-header-strong", "#e4393c"]);
    expect(isDarkColour("#101820")).toBe(true);
    expect(themeVars({ ...theme, headerBg: "#101820" })).toContainEqual(["--c-header-strong", "#ff9800"]);
  });
  it("leaves out anything that is not a colour: each value goes straight into CSS", () => {
    const vars = themeVars({ ...theme, primary: 'red"><script>', surface: "url(x)" });
    expect(vars.map(([k]) => k)).not.toContain("--c-primary");
    expect(vars.map(([k]) => k)).not.toContain("--c-surface");
    expect(vars.find(([k]) => k === "--c-header-strong")).toBeUndefined();
  });
});
