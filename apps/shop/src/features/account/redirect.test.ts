import { describe, expect, it } from "vitest";
import { authPath, safeRedirect } from "./redirect.ts";

describe("safeRedirect", () => {
  it("keeps paths of the shop with their query", () => {
    expect(safeRedirect("/userInfo/dashboard")).toBe("/userInfo/dashboard");
    expect(safeRedirect("/productDetails?id=7")).toBe("/productDetails?id=7");
  });
  it("refuses other sites, protocol-relative and odd paths", () => {
    expect(safeRedirect("https://evil.example")).toBe("/index");
    expect(safeRedirect("//evil.example")).toBe("/index");
    expect(safeRedirect("/\\evil.example")).toBe("/index");
    expect(safeRedirect("javascript:alert(1)")).toBe("/index");
    expect(safeRedirect(null)).toBe("/index");
  });
  it("never leads back to the login or register page", () => {
    expect(safeRedirect("/login?redirect=/x")).toBe("/index");
    expect(safeRedirect("/register")).toBe("/index");
    expect(safeRedirect("/forgotPassword")).toBe("/index");
    expect(safeRedirect("/loginHelp")).toBe("/loginHelp");
  });
});

describe("authPath", () => {
  it("remembers where to come back to", () => {
    expect(authPath("login", "/store?id=3")).toBe("/login?redirect=%2Fstore%3Fid%3D3");
    expect(authPath("register")).toBe("/register");
    expect(authPath("forgotPassword", "/userInfo/dashboard")).toBe("/forgotPassword?redirect=%2FuserInfo%2Fdashboard");
    expect(authPath("login", "/login")).toBe("/login");
  });
});
