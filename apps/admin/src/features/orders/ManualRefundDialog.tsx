import { toast } from "@mall/ui";
import { useTranslation } from "react-i18next";
import f from "../../components/forms.module.css";
import { RemarkDialog } from "../../components/RemarkDialog.tsx";
import { usdt } from "../../lib/format.ts";
import { useManualRefund } from "./api.ts";
import { OrderSummary } from "./OrderSummary.tsx";
import type { OrderRef } from "./ref.ts";

/**
 * The platform refunds an order on its own initiative (no request from the buyer): approved at once, so the
 * dialog says exactly what happens and a remark is required for the record.
 */
export function ManualRefundDialog({ order, onClose }: { order: OrderRef | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const refund = useManualRefund();
  return (
    <RemarkDialog
      subject={order}
      title={t("orders.refund.title", { id: order?.id })}
      confirmLabel={t("orders.refund.confirm", { amount: order ? usdt(order.total) : "" })}
      danger
      confirmTestId="confirm-refund"
      busy={refund.isPending}
      remarkLabel={t("orders.refund.remark")}
      remarkRequired
      remarkMissing={t("orders.refund.remarkRequired")}
      placeholder={t("orders.refund.remarkPlaceholder")}
      remarkTestId="refund-remark"
      onConfirm={(o, remark, refused) =>
        refund.mutate(
          { orderId: o.id, remark },
          {
            onSuccess: () => {
              toast.success(t("orders.refund.done", { id: o.id, amount: usdt(o.total) }));
              onClose();
            },
            onError: refused,
          },
        )
      }
      onClose={onClose}
    >
      {(o) => (
        <>
          <OrderSummary order={o} />
          <p className={f.message}>{t("orders.refund.text", { amount: usdt(o.total), buyer: o.username })}</p>
        </>
      )}
    </RemarkDialog>
  );
}
