import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BuyPinSheet } from "../../checkout/index.ts";
import k from "../../../components/wap/buy.module.css";
import { Sheet } from "../../../components/wap/Sheet.tsx";
import { ReasonPicker } from "../ReasonPicker.tsx";
import { useOrderCommandState } from "../useOrderCommands.tsx";

/** Cancelling an unpaid order on a phone: one of the 9 reasons, in a sheet. */
function CancelSheet({
  orderId,
  busy,
  onConfirm,
  onClose,
}: {
  orderId: string;
  busy: boolean;
  onConfirm: (reason: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("orders");
  const [reason, setReason] = useState<number>();
  const [missing, setMissing] = useState(false);
  return (
    <Sheet open title={t("cancel.title")} onClose={() => !busy && onClose()}>
      <form
        noValidate
        data-testid="cancel-sheet"
        onSubmit={(e) => {
          e.preventDefault();
          if (busy) return;
          if (reason === undefined) setMissing(true);
          else onConfirm(reason);
        }}
      >
        <p className={k.muted} style={{ marginBlockEnd: 12 }}>
          {t("cancel.lead", { id: orderId })}
        </p>
        <ReasonPicker
          value={reason}
          onChange={(r) => {
            setReason(r);
            setMissing(false);
          }}
          label={t("cancel.reason")}
          invalid={missing}
        />
        {missing && (
          <p className={k.alert} role="alert">
            {t("cancel.pick")}
          </p>
        )}
        <div className={k.payButtons} style={{ marginBlockStart: 16 }}>
          <button type="button" className={k.btnGhost} onClick={onClose} disabled={busy}>
            {t("cancel.keep")}
          </button>
          <button
            type="submit"
            className={`${k.btnSolid} ${k.btnDanger}`}
            disabled={busy}
            aria-busy={busy}
            data-testid="cancel-confirm"
          >
            {t("cancel.confirm")}
          </button>
        </div>
      </form>
    </Sheet>
  );
}

/**
 * The desktop's order commands (pay, cancel, remind, confirm receipt) with their dialogs as sheets: the same
 * state and calls (useOrderCommandState), a phone's way of asking.
 */
export function useWapOrderCommands() {
  const c = useOrderCommandState();
  const sheets =
    c.dialog?.kind === "cancel" ? (
      <CancelSheet orderId={c.dialog.order.id} busy={c.busy} onConfirm={(r) => void c.cancel(r)} onClose={c.close} />
    ) : c.dialog ? (
      <BuyPinSheet
        due={c.dialog.order.due}
        noSafeword={c.dialog.kind === "noSafeword"}
        busy={c.busy}
        error={c.payError}
        onPay={(pw) => void c.pay(pw)}
        onClose={c.close}
      />
    ) : null;
  return { start: c.start, busy: c.busy, remindedHere: c.remindedHere, sheets };
}

export type WapOrderCommands = ReturnType<typeof useWapOrderCommands>;
