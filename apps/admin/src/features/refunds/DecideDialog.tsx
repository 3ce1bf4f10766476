import type { RefundRequest } from "@mall/contract";
import { toast } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { DetailList } from "../../components/DetailList.tsx";
import f from "../../components/forms.module.css";
import { RemarkDialog } from "../../components/RemarkDialog.tsx";
import { usdt } from "../../lib/format.ts";
import { orderStatusText, reasonText, useDecideRefund } from "../orders/index.ts";

export type Decision = { request: RefundRequest; approve: boolean };

/**
 * Approve (the money goes back at once) or refuse (the order returns to where it was) a refund request. A
 * refusal needs a remark: the buyer reads it. The server's answer shows inline; success closes with a toast.
 */
export function DecideDialog({ decision, onClose }: { decision: Decision | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideRefund();
  const r = decision?.request;
  const approve = decision?.approve ?? false;
  const amount = r ? usdt(r.amount) : "";

  return (
    <RemarkDialog
      subject={r}
      title={approve ? t("refunds.approveTitle", { id: r?.orderId }) : t("refunds.refuseTitle", { id: r?.orderId })}
      confirmLabel={approve ? t("refunds.approveConfirm", { amount }) : t("refunds.refuse")}
      danger={!approve}
      confirmTestId="confirm-decision"
      busy={decide.isPending}
      remarkLabel={approve ? t("refunds.remarkOptional") : t("refunds.remark")}
      remarkRequired={!approve}
      remarkMissing={t("refunds.remarkRequired")}
      placeholder={approve ? t("refunds.approvePlaceholder") : t("refunds.refusePlaceholder")}
      remarkTestId="decision-remark"
      onConfirm={(request, remark, refused) =>
        decide.mutate(
          { orderId: request.orderId, approve: approve ? 1 : 0, remark },
          {
            onSuccess: () => {
              toast.success(
                approve
                  ? t("refunds.approvedToast", { id: request.orderId, amount })
                  : t("refunds.refusedToast", { id: request.orderId }),
              );
              onClose();
            },
            onError: refused,
          },
        )
      }
      onClose={onClose}
    >
      {(request) => (
        <>
          <DetailList
            items={[
              { key: "buyer", label: t("orders.col.buyer"), value: request.username },
              { key: "store", label: t("orders.col.store"), value: request.sellerName },
              { key: "amount", label: t("refunds.col.amount"), value: `${amount} USDT` },
              { key: "reason", label: t("refunds.col.reason"), value: reasonText(t, request.returnReason) },
              ...(request.returnDetail
                ? [{ key: "detail", label: t("orders.detail.reasonDetail"), value: request.returnDetail }]
                : []),
            ]}
          />
          <p className={f.message}>
            {approve
              ? t(request.purchased ? "refunds.approveTextPurchased" : "refunds.approveText", {
                  amount,
                  buyer: request.username,
                })
              : t("refunds.refuseText", {
                  status: request.statusBefore === null ? "—" : orderStatusText(t, request.statusBefore),
                })}
          </p>
        </>
      )}
    </RemarkDialog>
  );
}
