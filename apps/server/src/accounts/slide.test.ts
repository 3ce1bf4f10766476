import { inflateSync } from "node:zlib";
import { ERRORS, type LoginResult, type SlideChallenge } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile, testApp } from "../../test/app.ts";
import { buildUser } from "../../test/factories.ts";
import { dragTo, plantSlide } from "../../test/slide.ts";
import { ManualClock } from "./clock.ts";
import { looksDragged, SLIDE_TOLERANCE } from "./slide.ts";

/** The slide check (decision 0013): slide!challenge, and the shop's login and registrations that spend it. */
const clock = new ManualClock(new Date("2026-11-20T02:00:00Z"));
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
let n = 0;
const fresh = (p = "slide") => `${p}${Date.now().toString(36)}${++n}`;

const t = appForFile({ services: { clock } });

type Proof = { slideId?: string; slideX?: number; slideTrace?: string };
const challenge = () => t.inject<SlideChallenge>("slide!challenge", {}, { method: "GET" });
const login = async (username: string, password: string, proof: Proof = {}) => {
  const r = await t.inject<LoginResult>("user!newlogin", { username, password, ...proof }, { as: "form" });
  return r.code === "0" ? "ok" : r.msg;
};
const register = (username: string, proof: Proof = {}, action = "localuser!registerNoVerifcode") =>
  t.inject<LoginResult>(
    action,
    { type: 3, username, password: "pass1234", re_password: "pass1234", ...proof },
    { as: "form" },
  );
const stored = async (id: string) =>
  (await t.db.query<{ target_x: number }>("select target_x from slide_challenge where id = $1", [id]))[0];
/** A user who has typed one wrong password from the test's address today. */
async function oneWrong() {
  const u = await buildUser(t.db);
  expect(await login(u.username, "wrong001")).toBe(zh("wrongPassword"));
  return u;
}

/** The rows of an 8-bit PNG as drawn here (every row filtered "Sub"). */
function decodePng(url: string): { width: number; height: number; channels: number; px: Uint8Array } {
  const png = Buffer.from(url.split(",")[1] ?? "", "base64");
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const channels = png[25] === 6 ? 4 : 3;
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const len = png.readUInt32BE(at);
    if (png.toString("latin1", at + 4, at + 8) === "IDAT") idat.push(png.subarray(at + 8, at + 8 + len));
    at += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const px = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (stride + 1)]).toBe(1);
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? (px[y * stride + i - channels] ?? 0) : 0;
      px[y * stride + i] = ((raw[y * (stride + 1) + 1 + i] ?? 0) + left) & 0xff;
    }
  }
  return { width, height, channels, px };
}

describe("slide!challenge", () => {
  it("answers two PNG pictures and the piece's row, keeping where the gap is to itself", async () => {
    const r = await challenge();
    expect(r.code).toBe("0");
    const c = r.data;
    expect(c).toMatchObject({ width: 300, height: 150, pieceWidth: 48, pieceHeight: 48, ttl: 120 });
    expect(c.id).toMatch(/^[0-9a-f]{32}$/);
    expect(c.background.startsWith("data:image/png;base64,")).toBe(true);
    expect(c.piece.startsWith("data:image/png;base64,")).toBe(true);
    const back = decodePng(c.background);
    const piece = decodePng(c.piece);
    expect([back.width, back.height, back.channels]).toEqual([300, 150, 3]);
    expect([piece.width, piece.height, piece.channels]).toEqual([48, 48, 4]);
    expect(c.y).toBeGreaterThanOrEqual(0);
    expect(c.y + c.pieceHeight).toBeLessThanOrEqual(c.height);
    const row = await stored(c.id);
    expect(row).toBeDefined();
    expect(JSON.stringify(c)).not.toContain(`"x"`);

    // The gap is where the database says: the piece's own pixels, darkened, are found there and nowhere else.
    const target = row?.target_x ?? -1;
    const misfit = (x: number) => {
      let sum = 0;
      for (let py = 6; py < 42; py += 2) {
        for (let px = 6; px < 34; px += 2) {
          const p = (py * 48 + px) * 4;
          if ((piece.px[p + 3] ?? 0) < 255) continue;
          const b = ((c.y + py) * 300 + x + px) * 3;
          for (let k = 0; k < 3; k++) sum += Math.abs((back.px[b + k] ?? 0) - (piece.px[p + k] ?? 0) * 0.42);
        }
      }
      return sum;
    };
    let best = 0;
    for (let x = 0; x <= 300 - 48; x++) if (misfit(x) < misfit(best)) best = x;
    expect(best).toBe(target);
  });

  it("draws a new gap each time", async () => {
    const ids = new Set<string>();
    const xs = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const { data } = await challenge();
      ids.add(data.id);
      xs.add((await stored(data.id))?.target_x ?? -1);
    }
    expect(ids.size).toBe(6);
    expect(xs.size).toBeGreaterThan(1);
  });

  it("is budgeted per address like the picture code", async () => {
    const limited = await testApp({ limits: { captchaIp: { points: 2, duration: 60 } } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.inject("slide!challenge")).msg ?? "0");
      expect(codes).toEqual(["0", "0", zh("tooFrequent")]);
    } finally {
      await limited.close();
    }
  });
});

describe("the shop's login", () => {
  it("asks nothing of a right password at the first try, as the original clients send it", async () => {
    const u = await buildUser(t.db);
    expect(await login(u.username, u.password)).toBe("ok");
  });

  it("asks for a slide check after a wrong password, and lets in the right one that carries a passed one", async () => {
    const u = await oneWrong();
    expect(await login(u.username, u.password)).toBe(zh("slideVerifyRequired"));
    expect(await login(u.username, "wrong002")).toBe(zh("slideVerifyRequired"));
    // Refusals for want of a slide are not wrong passwords: the count stays at one.
    expect(await login(u.username, "wrong002", await plantSlide(t.db))).toBe(zh("wrongPassword"));
    expect(await login(u.username, u.password, await plantSlide(t.db))).toBe("ok");
    // The right password cleared the count: nothing is asked any more.
    expect(await login(u.username, u.password)).toBe("ok");
  });

  it("passes a real challenge slid to its gap", async () => {
    const u = await oneWrong();
    const { data } = await challenge();
    const x = (await stored(data.id))?.target_x ?? 0;
    expect(await login(u.username, u.password, { slideId: data.id, slideX: x, slideTrace: dragTo(x) })).toBe("ok");
  });

  it("takes the piece within the tolerance of the gap and refuses it beyond", async () => {
    const u = await oneWrong();
    const near = await plantSlide(t.db, { x: 120 });
    const off = 120 + SLIDE_TOLERANCE;
    expect(await login(u.username, "wrong002", { ...near, slideX: off, slideTrace: dragTo(off) })).toBe(
      zh("wrongPassword"),
    );
    const far = await plantSlide(t.db, { x: 120 });
    const miss = 120 + SLIDE_TOLERANCE + 1;
    expect(await login(u.username, u.password, { ...far, slideX: miss, slideTrace: dragTo(miss) })).toBe(
      zh("verificationFailed"),
    );
    // A failed slide check spends the challenge and counts no password.
    expect(await stored(far.slideId)).toBeUndefined();
    expect(await login(u.username, u.password, await plantSlide(t.db))).toBe("ok");
  });

  it("spends a challenge once: used again, it fails", async () => {
    const u = await oneWrong();
    const proof = await plantSlide(t.db);
    expect(await login(u.username, "wrong002", proof)).toBe(zh("wrongPassword"));
    expect(await login(u.username, u.password, proof)).toBe(zh("verificationFailed"));
  });

  it("refuses a challenge past its two minutes", async () => {
    const u = await oneWrong();
    const { data } = await challenge();
    const x = (await stored(data.id))?.target_x ?? 0;
    clock.advance(data.ttl * 1000);
    expect(await login(u.username, u.password, { slideId: data.id, slideX: x, slideTrace: dragTo(x) })).toBe(
      zh("verificationFailed"),
    );
  });

  it("refuses a jump: no trace, too few steps, too quick, or a trace that ends elsewhere", async () => {
    const u = await oneWrong();
    const x = 150;
    const tries: Proof[] = [
      { slideX: x },
      { slideX: x, slideTrace: `0,0;400,${x}` },
      { slideX: x, slideTrace: `0,0;10,40;20,80;30,120;40,${x}` },
      { slideX: x, slideTrace: dragTo(90) },
      { slideX: x, slideTrace: "0,0;100,0;200,0;300,0;400,0;500,150" },
      { slideX: x, slideTrace: "not a trace" },
      { slideTrace: dragTo(x) },
    ];
    for (const proof of tries) {
      const planted = await plantSlide(t.db, { x });
      expect(await login(u.username, u.password, { ...proof, slideId: planted.slideId }), JSON.stringify(proof)).toBe(
        zh("verificationFailed"),
      );
    }
    expect(
      await login(u.username, u.password, { slideId: "no-such-challenge", slideX: x, slideTrace: dragTo(x) }),
    ).toBe(zh("verificationFailed"));
    expect(await login(u.username, u.password, await plantSlide(t.db, { x }))).toBe("ok");
  });

  it("counts one challenge sent by many logins at once once: one reaches the password, the rest fail", async () => {
    const u = await oneWrong();
    const proof = await plantSlide(t.db);
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(u.username, u.password, proof)));
    expect(answers.filter((a) => a === "ok")).toHaveLength(1);
    expect(answers.filter((a) => a === zh("verificationFailed"))).toHaveLength(7);
  });

  it("answers a held lock before spending the slide check, and asks unknown names alike", async () => {
    const u = await buildUser(t.db);
    const ghost = fresh("ghost");
    for (const name of [u.username, ghost]) {
      expect(await login(name, "wrong001")).toBe(zh("wrongPassword"));
      expect(await login(name, "wrong002")).toBe(zh("slideVerifyRequired"));
      expect(await login(name, "wrong002", await plantSlide(t.db))).toBe(zh("wrongPassword"));
      expect(await login(name, "wrong003", await plantSlide(t.db))).toBe(zh("lockedThreeMinutes"));
      const kept = await plantSlide(t.db);
      expect(await login(name, "wrong004", kept)).toBe(zh("lockedThreeMinutes"));
      expect(await stored(kept.slideId)).toBeDefined();
      expect(await login(name, "wrong004")).toBe(zh("lockedThreeMinutes"));
    }
  });

  it("asks no more the next day", async () => {
    const u = await oneWrong();
    clock.advance(86_400_000);
    expect(await login(u.username, u.password)).toBe("ok");
  });

  it("leaves the seller app's login as it was", async () => {
    const u = await buildUser(t.db, { role: "SELLER" });
    const seller = async (password: string) =>
      (await t.inject("merchant/account!login", { username: u.username, password }, { as: "form" })).msg ?? "ok";
    expect(await seller("wrong001")).toBe(zh("wrongPassword"));
    expect(await seller("wrong002")).toBe(zh("wrongPassword"));
  });
});

describe("the shop's registrations", () => {
  it("registers with a passed slide check and refuses a failed one before looking at the name", async () => {
    const name = fresh();
    const bad = await plantSlide(t.db, { x: 100 });
    expect((await register(name, { ...bad, slideX: 60, slideTrace: dragTo(60) })).msg).toBe(zh("verificationFailed"));
    const [none] = await t.db.query("select 1 from party where username = $1", [name]);
    expect(none).toBeUndefined();
    const r = await register(name, await plantSlide(t.db));
    expect(r.code).toBe("0");
    expect(r.data.username).toBe(name);
  });

  it("checks the slide on registrations with a code too", async () => {
    const email = `${fresh()}@example.com`;
    const r = await t.inject(
      "localuser!registerWithVerifcode",
      {
        type: 2,
        username: email,
        password: "pass1234",
        re_password: "pass1234",
        verifcode: "123456",
        slideId: "nothing",
        slideX: 10,
        slideTrace: dragTo(10),
      },
      { as: "form" },
    );
    expect(r.msg).toBe(zh("verificationFailed"));
  });

  it("does not spend a slide on a name that breaks the rules", async () => {
    const proof = await plantSlide(t.db);
    expect((await register("bad name!", proof)).msg).not.toBe(zh("verificationFailed"));
    expect(await stored(proof.slideId)).toBeDefined();
  });

  it("lets an address register a few times a day without a slide check (the original clients), then asks", async () => {
    const limited = await testApp({ limits: { registerWithoutSlide: { points: 2, duration: 86_400 } } });
    try {
      const bare = (username: string, proof: Proof = {}) =>
        limited.inject(
          "localuser!registerNoVerifcode",
          { type: 3, username, password: "pass1234", re_password: "pass1234", ...proof },
          { method: "GET" },
        );
      expect((await bare(fresh())).code).toBe("0");
      expect((await bare(fresh())).code).toBe("0");
      expect((await bare(fresh())).msg).toBe(zh("slideVerifyRequired"));
      // A passed slide check does not touch that budget.
      expect((await bare(fresh(), await plantSlide(limited.db))).code).toBe("0");
    } finally {
      await limited.close();
    }
  });
});

describe("looksDragged", () => {
  it("takes a hand's drag and a keyboard's steps", () => {
    expect(
      looksDragged(
        [
          [0, 0],
          [60, 10],
          [130, 40],
          [200, 80],
          [280, 100],
          [400, 101],
        ],
        101,
      ),
    ).toBe(true);
    const keys = Array.from({ length: 20 }, (_, i) => [i * 120, i * 5] as const);
    expect(looksDragged(keys, 95)).toBe(true);
  });
  it("refuses time running backwards", () => {
    expect(
      looksDragged(
        [
          [0, 0],
          [300, 10],
          [200, 40],
          [400, 80],
          [500, 100],
        ],
        100,
      ),
    ).toBe(false);
  });
});
