import { describe, expect, it } from "vitest";
import { ageTone, formatAge } from "./age.ts";

const words = (u: string, n: number) => `${n} ${u}`;
const age = (s: number) => formatAge(s, words, "<1 min");

describe("formatAge", () => {
  it("tells the two largest units", () => {
    expect(age(3 * 3600 + 12 * 60 + 59)).toBe("3 h 12 min");
    expect(age(2 * 86_400 + 4 * 3600 + 30 * 60)).toBe("2 d 4 h");
    expect(age(45 * 60)).toBe("45 min");
  });
  it("keeps a zero second unit so the size reads at once", () => {
    expect(age(86_400 + 59)).toBe("1 d 0 h");
    expect(age(3600)).toBe("1 h 0 min");
  });
  it("says less than a minute for fresh, negative or broken input", () => {
    expect(age(59)).toBe("<1 min");
    expect(age(0)).toBe("<1 min");
    expect(age(-30)).toBe("<1 min");
    expect(age(Number.NaN)).toBe("<1 min");
  });
  it("takes the language's words for the units", () => {
    expect(formatAge(7260, (u, n) => `${n}${{ d: "天", h: "小时", min: "分钟" }[u]}`, "刚刚")).toBe("2小时 1分钟");
  });
});

describe("ageTone", () => {
  it("marks an hour late and a day overdue", () => {
    expect(ageTone(3599)).toBe("fresh");
    expect(ageTone(3600)).toBe("late");
    expect(ageTone(86_400)).toBe("overdue");
  });
});
