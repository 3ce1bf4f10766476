import { describe, expect, it } from "vitest";
import { interestFor, loanDays, percentToPpm, ppmToPercent, quote, splitPayment } from "./interest.ts";

describe("the loan's arithmetic", () => {
  it("matches the original's worked example (api-contract-money-chat §2.3)", () => {
    const l = { principal: 1_000_000n, ratePpm: 2000, penaltyPpm: 5000, termDays: 30 };
    expect(quote(l)).toEqual({ interest: 60_000n, total: 1_060_000n, penaltyPerDay: 5_000n });
    expect(interestFor(l, 5)).toBe(10_000n);
    expect(interestFor(l, 33)).toBe(75_000n);
  });

  it("counts every started day whole, the first at once", () => {
    const at = new Date("2026-01-01T00:00:00Z");
    expect(loanDays(at, at)).toBe(1);
    expect(loanDays(at, new Date(at.getTime() + 86_400_000))).toBe(1);
    expect(loanDays(at, new Date(at.getTime() + 86_400_001))).toBe(2);
  });

  it("reads percent text exactly", () => {
    expect(percentToPpm("0.2")).toBe(2000);
    expect(percentToPpm("0.0125")).toBe(125);
    expect(ppmToPercent(2000)).toBe("0.2");
    expect(ppmToPercent(730_000)).toBe("73");
  });

  it("10,000 generated loans paid in random parts: interest and principal come out to the cent, nothing left over", () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const terms = [1, 7, 10, 14, 20, 30, 60, 90, 120, 180, 365];
    for (let i = 0; i < 10_000; i++) {
      const l = {
        principal: BigInt(100_000 + rand(29_900_001)) * 100n,
        ratePpm: rand(5001),
        penaltyPpm: rand(10_001),
        termDays: terms[rand(terms.length)] ?? 30,
      };
      let day = 0;
      let repaid = 0n;
      let interestPaid = 0n;
      let principalPaid = 0n;
      // Partial payments on random days (early, on time, late), then the rest.
      for (let k = 0; k < 1 + rand(4); k++) {
        day += 1 + rand(l.termDays + 30);
        const due = l.principal + interestFor(l, day) - repaid;
        const amount = due > 1n ? BigInt(1 + rand(Number(due / 2n > 0n ? due / 2n : 1n))) : due;
        if (amount <= 0n) break;
        const part = splitPayment(amount, interestFor(l, day) - interestPaid);
        expect(part.interest + part.principal).toBe(amount);
        repaid += amount;
        interestPaid += part.interest;
        principalPaid += part.principal;
      }
      day += rand(10);
      const charged = interestFor(l, Math.max(day, 1));
      const rest = l.principal + charged - repaid;
      const last = splitPayment(rest, charged - interestPaid);
      interestPaid += last.interest;
      principalPaid += last.principal;
      expect(principalPaid).toBe(l.principal);
      expect(interestPaid).toBe(charged);
    }
  });
});
