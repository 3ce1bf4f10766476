import { REGISTER_TYPE } from "@mall/contract";
import { describe, expect, it } from "vitest";
import {
  check,
  email,
  hasErrors,
  identity,
  inviteCode,
  password,
  registrationName,
  repeat,
  safeword,
} from "./validation.ts";

describe("account form checks", () => {
  it("passwords are 6-12 visible characters", () => {
    expect(password("")).toBe("required");
    expect(password("12345")).toBe("password");
    expect(password("abc 123")).toBe("password");
    expect(password("1234567890123")).toBe("password");
    expect(password("pass1234")).toBeUndefined();
    expect(password("P@ss!w0rd")).toBeUndefined();
  });

  it("repeats must match", () => {
    expect(repeat("", "a")).toBe("required");
    expect(repeat("abc", "abd")).toBe("passwordsDiffer");
    expect(repeat("123456", "123457", "safewordsDiffer")).toBe("safewordsDiffer");
    expect(repeat("abc", "abc")).toBeUndefined();
  });

  it("fund passwords are exactly 6 digits", () => {
    expect(safeword("12345")).toBe("safeword");
    expect(safeword("12345a")).toBe("safeword");
    expect(safeword("1234567")).toBe("safeword");
    expect(safeword("123456")).toBeUndefined();
  });

  it("registration names follow the server's parser", () => {
    expect(identity(REGISTER_TYPE.username, "abc")).toBe("username");
    expect(identity(REGISTER_TYPE.username, "buyer_01")).toBe("username");
    expect(identity(REGISTER_TYPE.username, "buyer0001")).toBeUndefined();
    expect(identity(REGISTER_TYPE.email, "ab@x.com")).toBe("email");
    expect(identity(REGISTER_TYPE.email, "abcdef@example.com")).toBeUndefined();
    expect(identity(REGISTER_TYPE.phone, "1234567", "86")).toBe("phone");
    expect(identity(REGISTER_TYPE.phone, "13800000000", "86")).toBeUndefined();
    expect(identity(REGISTER_TYPE.phone, "", "86")).toBe("required");
    expect(registrationName(REGISTER_TYPE.phone, " 13800000000 ", "86")).toBe("86 13800000000");
  });

  it("e-mail and invitation codes", () => {
    expect(email("abcdef@example.com")).toBeUndefined();
    expect(email("abc@example.com")).toBe("email");
    expect(inviteCode("")).toBeUndefined();
    expect(inviteCode("1000001")).toBeUndefined();
    expect(inviteCode("12")).toBe("inviteCode");
    expect(inviteCode("ab-cd")).toBe("inviteCode");
  });

  it("collects only failing fields", () => {
    const e = check({ a: () => password("pass1234"), b: () => password("x") });
    expect(e).toEqual({ b: "password" });
    expect(hasErrors(e)).toBe(true);
    expect(hasErrors(check({ a: () => undefined }))).toBe(false);
  });
});
