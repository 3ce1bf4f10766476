import { REFUND_REMARK_MAX, type RefundRequest } from "@mall/contract";
import { apiErrorText, Button, Dialog, Field, TextArea, toast } from "@mall/ui";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DetailList } from "../../components/DetailList.tsx";
import f from "../../components/forms.module.css";
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
  const [remark, setRemark] = useState("");
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();

  useEffect(() => {
    if (!decision) return;
    setRemark("");
    setError(undefined);
    setRefusal(undefined);
  }, [decision]);

  const r = decision?.request;
  const approve = decision?.approve ?? false;
  const amount = r ? usdt(r.amount) : "";

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!r) return;
    const text = remark.trim();
    if (!approve && !text) {
      setError(t("refunds.remarkRequired"));
      return;
    }
    setError(undefined);
    decide.mutate(
      { orderId: r.orderId, approve: approve ? 1 : 0, remark: text },
      {
        onSuccess: () => {
          toast.success(
            approve
              ? t("refunds.approvedToast", { id: r.orderId, amount })
              : t("refunds.refusedToast", { id: r.orderId }),
          );
          onClose();
        },
        onError: (err) => setRefusal(apiErrorText(t, err)),
      },
    );
  };

  return (
    <Dialog
      open={Boolean(decision)}
      width="520px"
      title={approve ? t("refunds.approveTitle", { id: r?.orderId }) : t("refunds.refuseTitle", { id: r?.orderId })}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button
            variant={approve ? "primary" : "danger"}
            loading={decide.isPending}
            onClick={() => submit()}
            data-testid="confirm-decision"
          >
            {approve ? t("refunds.approveConfirm", { amount }) : t("refunds.refuse")}
          </Button>
        </>
      }
    >
      {r && (
        <form className={f.stack} onSubmit={submit} noValidate>
          <DetailList
            items={[
              { key: "buyer", label: t("orders.col.buyer"), value: r.username },
              { key: "store", label: t("orders.col.store"), value: r.sellerName },
              { key: "amount", label: t("refunds.col.amount"), value: `${amount} USDT` },
              { key: "reason", label: t("refunds.col.reason"), value: reasonText(t, r.returnReason) },
              ...(r.returnDetail
                ? [{ key: "detail", label: t("orders.detail.reasonDetail"), value: r.returnDetail }]
                : []),
            ]}
          />
          <p className={f.message}>
            {approve
              ? t(r.purchased ? "refunds.approveTextPurchased" : "refunds.approveText", { amount, buyer: r.username })
              : t("refunds.refuseText", {
                  status: r.statusBefore === null ? "—" : orderStatusText(t, r.statusBefore),
                })}
          </p>
          <Field
            label={approve ? t("refunds.remarkOptional") : t("refunds.remark")}
            required={!approve}
            error={error}
            aside={`${remark.length} / ${REFUND_REMARK_MAX}`}
          >
            {({ id, describedBy, invalid }) => (
              <TextArea
                id={id}
                value={remark}
                maxLength={REFUND_REMARK_MAX}
                onChange={(e) => setRemark(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                placeholder={approve ? t("refunds.approvePlaceholder") : t("refunds.refusePlaceholder")}
                data-testid="decision-remark"
              />
            )}
          </Field>
          {refusal && (
            <p className={f.refusal} role="alert">
              {refusal}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
