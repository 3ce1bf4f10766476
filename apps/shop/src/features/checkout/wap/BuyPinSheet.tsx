import type { Cents } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Money } from "../../../components/goods/Price.tsx";
import { PIN_LENGTH, PinBoxes } from "../../../components/PinBoxes.tsx";
import s from "../../../components/wap/buy.module.css";
import { Sheet } from "../../../components/wap/Sheet.tsx";
import { usePayPin } from "../usePayPin.ts";

/** Where a buyer on /wap sets or changes the fund password. */
export const WAP_SAFEWORD_PATH = "/wap/settings/password?kind=fund";

/**
 * The fund-password step on a phone (the desktop's PayDialog as a sheet): the amount, six boxes, and the
 * server's refusal under them. With no fund password yet it says so and leads to where one is set.
 */
export function BuyPinSheet({
  due,
  noSafeword,
  busy,
  error,
  onPay,
  onClose,
}: {
  due: Cents;
  noSafeword: boolean;
  busy: boolean;
  /** The server's refusal; `at` tells two identical refusals apart. */
  error: { text: string; at: number } | null;
  onPay: (safeword: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("checkout");
  const { pw, type, pay, complaint } = usePayPin(error, onPay);

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Sheet open title={noSafeword ? t("pay.noSafewordTitle") : t("pay.title")} onClose={close}>
      <div className={s.pay} data-testid="pay-sheet">
        <p className={s.payDue}>
          <span>{t("pay.due")}</span>
          <Money value={due} className={s.payAmount} />
        </p>
        {noSafeword ? (
          <>
            <p className={s.muted}>{t("pay.noSafewordText")}</p>
            <div className={s.payButtons}>
              <button type="button" className={s.btnGhost} onClick={close}>
                {t("pay.later")}
              </button>
              <Link to={WAP_SAFEWORD_PATH} className={s.btnSolid}>
                {t("pay.setSafeword")}
              </Link>
            </div>
          </>
        ) : (
          <form
            className={s.pay}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (busy) return;
              pay();
            }}
          >
            <p className={s.muted}>{t("pay.enter")}</p>
            <PinBoxes value={pw} onValue={type} label={t("pay.password")} invalid={complaint !== null} autoFocus />
            {complaint && (
              <p className={s.alert} role="alert" data-testid="pay-error">
                {complaint}
              </p>
            )}
            <div className={s.payButtons}>
              <button type="button" className={s.btnGhost} onClick={close} disabled={busy}>
                {t("pay.cancel")}
              </button>
              <button
                type="submit"
                className={s.btnSolid}
                disabled={busy || pw.length < PIN_LENGTH}
                aria-busy={busy}
                data-testid="pay-confirm"
              >
                {busy ? t("pay.paying") : t("pay.confirm")}
              </button>
            </div>
            <Link to={WAP_SAFEWORD_PATH} className={s.link}>
              {t("pay.forgot")}
            </Link>
          </form>
        )}
      </div>
    </Sheet>
  );
}
