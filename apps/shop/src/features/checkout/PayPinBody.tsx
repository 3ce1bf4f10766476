import type { Cents } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PIN_LENGTH, PinBoxes } from "../../components/PinBoxes.tsx";
import { usePayPin } from "./usePayPin.ts";

/** The class names of one layout (the desktop's dialog or the phone's sheet) for the fund-password step. */
export type PayPinClasses = Partial<
  Record<"form" | "text" | "error" | "buttons" | "ghost" | "solid" | "forgot" | "forgotLink", string>
>;

/** What the fund-password step is given, whichever frame shows it. */
export type PayStepProps = {
  due: Cents;
  noSafeword: boolean;
  busy: boolean;
  /** The server's refusal; `at` tells two identical refusals apart. */
  error: { text: string; at: number } | null;
  onPay: (safeword: string) => void;
  onClose: () => void;
};

/**
 * What the fund-password step says and asks, inside the desktop's PayDialog or the phone's BuyPinSheet: with
 * no fund password yet, where to set one; otherwise six boxes, the complaint under them and pay / cancel.
 * The frame (dialog or sheet), the amount and the title are the caller's.
 */
export function PayPinBody({
  noSafeword,
  busy,
  error,
  onPay,
  onClose,
  safewordPath,
  classes: k,
}: Omit<PayStepProps, "due"> & {
  /** Where this layout sets or changes the fund password. */
  safewordPath: string;
  classes: PayPinClasses;
}) {
  const { t } = useTranslation("checkout");
  const { pw, type, pay, complaint } = usePayPin(error, onPay);

  if (noSafeword) {
    return (
      <>
        <p className={k.text}>{t("pay.noSafewordText")}</p>
        <div className={k.buttons}>
          <button type="button" className={k.ghost} onClick={onClose}>
            {t("pay.later")}
          </button>
          <Link to={safewordPath} className={k.solid}>
            {t("pay.setSafeword")}
          </Link>
        </div>
      </>
    );
  }
  return (
    <form
      className={k.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) pay();
      }}
    >
      <p className={k.text}>{t("pay.enter")}</p>
      <PinBoxes value={pw} onValue={type} label={t("pay.password")} invalid={complaint !== null} autoFocus />
      {complaint && (
        <p className={k.error} role="alert" data-testid="pay-error">
          {complaint}
        </p>
      )}
      <div className={k.buttons}>
        <button type="button" className={k.ghost} onClick={onClose} disabled={busy}>
          {t("pay.cancel")}
        </button>
        <button
          type="submit"
          className={k.solid}
          disabled={busy || pw.length < PIN_LENGTH}
          aria-busy={busy}
          data-testid="pay-confirm"
        >
          {busy ? t("pay.paying") : t("pay.confirm")}
        </button>
      </div>
      <p className={k.forgot}>
        <Link to={safewordPath} className={k.forgotLink}>
          {t("pay.forgot")}
        </Link>
      </p>
    </form>
  );
}
