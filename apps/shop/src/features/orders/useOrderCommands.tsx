import type { Cents } from "@mall/contract";
import { toast } from "@mall/ui";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDialog } from "../../components/feedback/confirm.ts";
import { ApiError } from "../../lib/api.ts";
import { useErrorText } from "../../lib/error-text.ts";
import { useLocalUser } from "../account/index.ts";
import { PayDialog, payOrders } from "../checkout/index.ts";
import { cancelOrder, confirmReceipt, remindOrder, useOrdersChanged } from "./api.ts";
import { CancelDialog } from "./CancelDialog.tsx";
import { rememberReminder, remindedOrders } from "./remind-memory.ts";

export type CommandTarget = { id: string; due: Cents };
export type CommandDialog = { kind: "pay" | "noSafeword" | "cancel"; order: CommandTarget } | null;

/**
 * The order commands a card or the detail page starts in place: pay (the checkout's fund-password dialog),
 * cancel with a reason, remind to ship, confirm receipt. One command runs at a time; afterwards every
 * cached order view is refreshed from the server.
 */
export function useOrderCommands(): {
  start: (action: "pay" | "cancel" | "remind" | "receipt", order: CommandTarget) => void;
  busy: boolean;
  remindedHere: (orderId: string) => boolean;
  dialogs: ReactNode;
} {
  const c = useOrderCommandState();
  const dialogs =
    c.dialog?.kind === "cancel" ? (
      <CancelDialog orderId={c.dialog.order.id} busy={c.busy} onConfirm={(r) => void c.cancel(r)} onClose={c.close} />
    ) : c.dialog ? (
      <PayDialog
        due={c.dialog.order.due}
        noSafeword={c.dialog.kind === "noSafeword"}
        busy={c.busy}
        error={c.payError}
        onPay={(pw) => void c.pay(pw)}
        onClose={c.close}
      />
    ) : null;
  return { start: c.start, busy: c.busy, remindedHere: c.remindedHere, dialogs };
}

/**
 * The commands without their dialogs: which dialog is open and what its buttons do, for a layout that shows
 * them its own way (the mobile storefront's sheets).
 */
export function useOrderCommandState() {
  const { t } = useTranslation("orders");
  const errorText = useErrorText();
  const changed = useOrdersChanged();
  const me = useLocalUser();
  const [dialog, setDialog] = useState<CommandDialog>(null);
  const [payError, setPayError] = useState<{ text: string; at: number } | null>(null);
  const [reminded, setReminded] = useState(() => new Set(remindedOrders()));
  const [busy, setBusy] = useState(false);
  // A ref, not state: two clicks in the same frame both see the first one's claim.
  const working = useRef(false);

  const guarded = useCallback(async (work: () => Promise<void>) => {
    if (working.current) return;
    working.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      working.current = false;
      setBusy(false);
    }
  }, []);

  const remember = useCallback((id: string) => {
    rememberReminder(id);
    setReminded((r) => new Set(r).add(id));
  }, []);

  const start = useCallback(
    (action: "pay" | "cancel" | "remind" | "receipt", order: CommandTarget) => {
      if (action === "cancel") return setDialog({ kind: "cancel", order });
      void guarded(async () => {
        try {
          if (action === "pay") {
            // A fund password set a moment ago (in the user centre) may not be in the cached answer yet.
            const noSafeword = me.data?.safeword === 0 && (await me.refetch()).data?.safeword === 0;
            setPayError(null);
            return setDialog({ kind: noSafeword ? "noSafeword" : "pay", order });
          }
          if (action === "remind") {
            await remindOrder(order.id);
            remember(order.id);
            toast.success(t("remind.done"));
          } else {
            const ok = await confirmDialog({
              title: t("receipt.title"),
              message: t("receipt.text"),
              okText: t("receipt.ok"),
              cancelText: t("common.notYet"),
            });
            if (!ok) return;
            await confirmReceipt(order.id);
            toast.success(t("receipt.done"));
          }
        } catch (e) {
          if (e instanceof ApiError && e.key === "reminderAlreadySent") remember(order.id);
          toast.error(errorText(e));
        }
        await changed();
      });
    },
    [guarded, me, remember, t, errorText, changed],
  );

  const close = useCallback(() => {
    if (working.current) return;
    setDialog(null);
    setPayError(null);
  }, []);

  const pay = (safeword: string) =>
    guarded(async () => {
      if (!dialog) return;
      try {
        await payOrders({ orderId: dialog.order.id, safeword });
        setDialog(null);
        toast.success(t("pay.done"));
        await changed();
      } catch (e) {
        const key = e instanceof ApiError ? e.key : undefined;
        if (key === "fundPasswordNotSet") return setDialog({ kind: "noSafeword", order: dialog.order });
        if (key === "orderNotPayable" || key === "orderCancelled" || key === "orderNotFound") {
          setDialog(null);
          toast.error(errorText(e));
          return void (await changed());
        }
        setPayError({ text: errorText(e), at: Date.now() });
      }
    });

  const cancel = (reason: number) =>
    guarded(async () => {
      if (!dialog) return;
      try {
        await cancelOrder(dialog.order.id, reason);
        setDialog(null);
        toast.success(t("cancel.done"));
      } catch (e) {
        toast.error(errorText(e));
      }
      await changed();
    });

  return {
    start,
    busy,
    remindedHere: (id: string) => reminded.has(id),
    dialog,
    payError,
    pay,
    cancel,
    close,
  };
}
