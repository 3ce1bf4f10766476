import type { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

/**
 * Request budgets for authentication and money calls. In memory by default; with REDIS_URL the counters
 * are shared, so several server instances enforce one budget.
 */
export const RATE_RULES = {
  /** Login attempts from one address. */
  loginIp: { points: 30, duration: 60 },
  /** Login attempts at one account name, whoever sends them (lock-outs count wrong passwords too). */
  loginName: { points: 10, duration: 60 },
  /** Registrations (buyer and seller) from one address. */
  registerIp: { points: 20, duration: 600 },
  /** Verification codes: one per minute per address or phone (the daily cap is a system parameter). */
  codeTarget: { points: 1, duration: 60 },
  codeIp: { points: 20, duration: 3600 },
  /**
   * Picture codes (localuser!getImageCode) and slide checks (slide!challenge) drawn for one address: a person
   * reloads a few, a script thousands.
   */
  captchaIp: { points: 30, duration: 60 },
  /**
   * Shop registrations from one address a day that carry no slide check (the original clients show none): once
   * spent, the registration answers slideVerifyRequired rather than tooFrequent (accounts/slide.ts).
   */
  registerWithoutSlide: { points: 3, duration: 86_400 },
  /** Calls that move money or change credentials, per signed-in party. */
  money: { points: 60, duration: 60 },
  /** Chat messages per signed-in party: a person types a few a minute, a script thousands. */
  chat: { points: 60, duration: 60 },
  /** Picture uploads from one address (each is up to 4.5 MB of work). */
  upload: { points: 60, duration: 60 },
  /** Web Vitals beacons from one address: one per page view (the storefront's pages, every tab). */
  vitals: { points: 120, duration: 60 },
} as const;
export type RateRuleName = keyof typeof RATE_RULES;
export type RateRule = { points: number; duration: number };

export class RateLimits {
  private readonly limiters = new Map<RateRuleName, RateLimiterAbstract>();

  constructor(opts: { redis?: Redis; overrides?: Partial<Record<RateRuleName, RateRule>>; scale?: number } = {}) {
    for (const name of Object.keys(RATE_RULES) as RateRuleName[]) {
      const rule = opts.overrides?.[name] ?? RATE_RULES[name];
      const points = Math.max(1, Math.round(rule.points * (opts.scale ?? 1)));
      const base = { keyPrefix: `rl:${name}`, points, duration: rule.duration };
      this.limiters.set(
        name,
        opts.redis
          ? new RateLimiterRedis({
              ...base,
              storeClient: opts.redis,
              useRedisPackage: false,
              // While Redis is unreachable each instance counts on its own: the budgets still hold per
              // instance, and sign-ins and payments go on instead of failing (the chaos test cuts Redis).
              insuranceLimiter: new RateLimiterMemory(base),
            })
          : new RateLimiterMemory(base),
      );
    }
  }

  /** Spends one point; false when the budget for this key is used up. */
  async take(name: RateRuleName, key: string): Promise<boolean> {
    const limiter = this.limiters.get(name);
    if (!limiter) return true;
    try {
      await limiter.consume(key);
      return true;
    } catch (e) {
      if (e instanceof RateLimiterRes) return false;
      throw e;
    }
  }
}
