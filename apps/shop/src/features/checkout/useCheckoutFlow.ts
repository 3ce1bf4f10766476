import type { Cents, SubmittedOrder } from "@mall/contract";
import { toast } from "@mall/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../lib/api.ts";
import { useErrorText } from "../../lib/error-text.ts";
import { useLocalUser } from "../account/index.ts";
import { type CheckoutHandoff, cart, clearHandoff, saveHandoff, toOrderInfo } from "../cart/index.ts";
import { payOnline, payOrders, submitOrder, useOnlinePayments } from "./api.ts";
import { isOpenMethod, type PaymentMethod } from "./checkout-math.ts";
import type { PayStepProps } from "./PayPinBody.tsx";

type Dialog = "password" | "noSafeword" | null;

/** Refusals after which the placed orders can no longer be paid from here: start over. */
const ORDERS_GONE = new Set(["orderNotFound", "orderNotPayable", "orderCancelled", "orderCompleted"]);

/**
 * Place, then pay (spec point 9): order!submit once for the handed-off lines, the fund-password dialog,
 * order!pay with every order id, the bought lines out of the cart, then /paySuccess. Placed orders are
 * remembered with the hand-off, so closing the dialog, a wrong password or a reload never places them twice.
 * The mobile settlement names its own success page (`paidPath`).
 */
export function useCheckoutFlow(handoff: CheckoutHandoff, { paidPath = "/paySuccess" }: { paidPath?: string } = {}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const me = useLocalUser();
  const online = useOnlinePayments().data === true;
  const [submitted, setSubmitted] = useState<SubmittedOrder[] | undefined>(handoff.submitted);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [payError, setPayError] = useState<{ text: string; at: number } | null>(null);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, not state: two clicks in the same frame both see the first one's claim.
  const working = useRef(false);

  const place = useCallback(
    async (o: { addressId: string | undefined; method: PaymentMethod; short: boolean }) => {
      if (working.current) return;
      setPlaceError(null);
      if (!isOpenMethod(o.method, online)) return void toast.error(t("errors:paymentNotOpenInRegion"));
      working.current = true;
      setBusy(true);
      try {
        if (o.method !== "balance") {
          // Card or PayPal: the orders (placed once) are paid on the provider's page, which comes back to my orders.
          if (o.addressId === undefined && !submitted) return void toast.error(t("errors:addressMissing"));
          const orders =
            submitted ??
            (await submitOrder({ orderInfo: toOrderInfo(handoff.items), addressId: o.addressId ?? "" })).orderList;
          saveHandoff({ ...handoff, submitted: orders });
          setSubmitted(orders);
          const url = await payOnline({ orderId: orders.map((x) => x.orderId).join(","), method: o.method });
          if (handoff.source === "cart") await cart.removeBought(handoff.items);
          clearHandoff();
          window.location.assign(url);
          return;
        }
        // A fund password set a moment ago (in the user centre) may not be in the cached answer yet.
        const noSafeword = me.data?.safeword === 0 && (await me.refetch()).data?.safeword === 0;
        if (submitted) return void setDialog(noSafeword ? "noSafeword" : "password");
        if (o.addressId === undefined) return void toast.error(t("errors:addressMissing"));
        // No fund password: say so before any order exists, rather than leaving unpaid orders behind.
        if (noSafeword) return void setDialog("noSafeword");
        if (o.short) return void toast.error(t("errors:insufficientBalance"));
        const { orderList } = await submitOrder({ orderInfo: toOrderInfo(handoff.items), addressId: o.addressId });
        saveHandoff({ ...handoff, submitted: orderList });
        setSubmitted(orderList);
        setPayError(null);
        setDialog("password");
      } catch (e) {
        setPlaceError(errorText(e));
        toast.error(errorText(e));
      } finally {
        working.current = false;
        setBusy(false);
      }
    },
    [t, errorText, handoff, submitted, me, online],
  );

  const pay = useCallback(
    async (safeword: string) => {
      if (working.current || !submitted) return;
      working.current = true;
      setBusy(true);
      const ids = submitted.map((o) => o.orderId);
      try {
        await payOrders({ orderId: ids.join(","), safeword });
        if (handoff.source === "cart") await cart.removeBought(handoff.items);
        clearHandoff();
        void qc.invalidateQueries({ queryKey: ["wallet"] });
        setDialog(null);
        await navigate(`${paidPath}?orders=${ids.join(",")}`, { replace: true });
      } catch (e) {
        const key = e instanceof ApiError ? e.key : undefined;
        if (key === "fundPasswordNotSet") setDialog("noSafeword");
        else if (key && ORDERS_GONE.has(key)) {
          saveHandoff({ ...handoff, submitted: undefined });
          setSubmitted(undefined);
          setDialog(null);
          toast.error(errorText(e));
        } else setPayError({ text: errorText(e), at: Date.now() });
      } finally {
        working.current = false;
        setBusy(false);
      }
    },
    [submitted, handoff, qc, navigate, errorText, paidPath],
  );

  const closeDialog = useCallback(() => {
    if (working.current) return;
    setDialog(null);
    setPayError(null);
  }, []);

  /** The fund-password step's props while it is open, for the desktop's dialog or the phone's sheet. */
  const payStep = (due: Cents): PayStepProps | null =>
    dialog && {
      due,
      noSafeword: dialog === "noSafeword",
      busy,
      error: payError,
      onPay: (pw) => void pay(pw),
      onClose: closeDialog,
    };

  /** What the place button says: placing, pay now (orders already placed), or place. */
  const placeLabel = busy && !dialog ? "settlement.placing" : submitted ? "settlement.payNow" : "settlement.place";

  return { submitted, dialog, payError, placeError, busy, place, pay, closeDialog, online, payStep, placeLabel };
}
