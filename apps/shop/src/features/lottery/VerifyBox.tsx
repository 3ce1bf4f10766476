import type { LotteryDetailVo, LotteryDrawVo } from "@mall/contract";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePrizeName } from "./PrizeTable.tsx";
import s from "./lottery.module.css";
import { type Verified, verifyDraw } from "./verify.ts";

/** A draw picked in "My draws": the box takes its numbers (`at` makes picking the same draw again count). */
export type VerifyTarget = { partyId: number | undefined; drawNo: number; at: number };

const digits = (v: string) => v.replace(/\D/g, "").slice(0, 9);

/**
 * Recomputes a draw in the browser from a seed: whether the seed matches the hash published at the start,
 * the number the draw gives, the prize it falls on, and whether that is what the server recorded (for the
 * visitor's own draws). Nothing is sent anywhere.
 */
export function VerifyBox({
  detail,
  partyId,
  myDraws,
  target,
}: {
  detail: LotteryDetailVo;
  partyId: number | undefined;
  myDraws: LotteryDrawVo[];
  target: VerifyTarget | undefined;
}) {
  const { t } = useTranslation("lottery");
  const nameOf = usePrizeName();
  const ids = useId();
  const [seed, setSeed] = useState(detail.seed ?? "");
  const [user, setUser] = useState(partyId ? String(partyId) : "");
  const [drawNo, setDrawNo] = useState("1");
  const [out, setOut] = useState<{ v: Verified; user: number; drawNo: number }>();
  const [busy, setBusy] = useState(false);
  const cryptoOk = typeof crypto !== "undefined" && Boolean(crypto.subtle);

  // The seed arrives when the draw closes while the page is open; the user's id once their draws load.
  useEffect(() => {
    if (detail.seed) setSeed((s) => s || (detail.seed ?? ""));
  }, [detail.seed]);
  useEffect(() => {
    if (partyId) setUser((u) => u || String(partyId));
  }, [partyId]);
  useEffect(() => {
    if (!target) return;
    if (target.partyId) setUser(String(target.partyId));
    setDrawNo(String(target.drawNo));
    setOut(undefined);
  }, [target]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const u = Number(user);
    const n = Number(drawNo);
    if (!u || !n) return;
    setBusy(true);
    try {
      const v = await verifyDraw({
        seed,
        seedHash: detail.seedHash,
        activityId: detail.id,
        partyId: u,
        drawNo: n,
        ppms: detail.prizes.map((p) => p.ppm),
      });
      setOut({ v, user: u, drawNo: n });
    } finally {
      setBusy(false);
    }
  };

  const recorded = out && out.user === partyId ? myDraws.find((d) => d.drawNo === out.drawNo) : undefined;
  const prize = out?.v.ok ? detail.prizes[out.v.prizeIndex] : undefined;
  const matches =
    recorded && out?.v.ok ? recorded.number === out.v.number && recorded.drawnPrizeId === prize?.id : undefined;
  const state = !out
    ? undefined
    : !out.v.ok
      ? "format"
      : !out.v.hashMatches
        ? "hash"
        : matches === false
          ? "mismatch"
          : "match";

  return (
    <form className={s.verify} onSubmit={submit} noValidate data-testid="lottery-verify-box">
      <h3 className={s.verifyTitle}>{t("verify.title")}</h3>
      <p className={s.muted}>{t("verify.lead")}</p>
      {!cryptoOk && <p className={s.alert}>{t("verify.noCrypto")}</p>}
      <div className={s.verifyGrid}>
        <label className={`${s.field} ${s.fieldWide}`} htmlFor={`${ids}-seed`}>
          <span>{t("verify.seed")}</span>
          <input
            id={`${ids}-seed`}
            className={`${s.input} ${s.mono}`}
            dir="ltr"
            value={seed}
            onChange={(e) => setSeed(e.target.value.slice(0, 80))}
            placeholder={t("verify.seedPlaceholder")}
            spellCheck={false}
            autoComplete="off"
            data-testid="lottery-verify-seed"
          />
        </label>
        <label className={s.field} htmlFor={`${ids}-activity`}>
          <span>{t("verify.activity")}</span>
          <input id={`${ids}-activity`} className={s.input} dir="ltr" value={detail.id} readOnly />
        </label>
        <label className={s.field} htmlFor={`${ids}-user`}>
          <span>{t("verify.user")}</span>
          <input
            id={`${ids}-user`}
            className={s.input}
            dir="ltr"
            inputMode="numeric"
            value={user}
            onChange={(e) => setUser(digits(e.target.value))}
            data-testid="lottery-verify-user"
          />
        </label>
        <label className={s.field} htmlFor={`${ids}-draw`}>
          <span>{t("verify.drawNo")}</span>
          <input
            id={`${ids}-draw`}
            className={s.input}
            dir="ltr"
            inputMode="numeric"
            value={drawNo}
            onChange={(e) => setDrawNo(digits(e.target.value))}
            data-testid="lottery-verify-draw-no"
          />
        </label>
        <button
          type="submit"
          className={s.solidBtn}
          disabled={!cryptoOk || busy || !seed.trim() || !Number(user) || !Number(drawNo)}
          data-testid="lottery-verify"
        >
          {t("verify.button")}
        </button>
      </div>
      <div className={s.verifyOut} aria-live="polite" data-testid="lottery-verify-result" data-state={state ?? ""}>
        {out &&
          (!out.v.ok ? (
            <p className={s.bad}>{t("verify.seedFormat")}</p>
          ) : (
            <>
              <p className={out.v.hashMatches ? s.good : s.bad}>
                {out.v.hashMatches ? t("verify.hashOk") : t("verify.hashBad")}
              </p>
              <p>
                {t("verify.number", { user: out.user, drawNo: out.drawNo })}{" "}
                <bdi className={s.mono} data-testid="lottery-verify-number">
                  {out.v.number}
                </bdi>{" "}
                → <strong>{prize ? nameOf(prize) : "—"}</strong>
              </p>
              {recorded && (
                <p className={matches ? s.good : s.bad}>
                  {matches ? (recorded.outOfStock ? t("verify.matchRanOut") : t("verify.match")) : t("verify.mismatch")}
                </p>
              )}
            </>
          ))}
      </div>
    </form>
  );
}
