import { REFUND_REMARK_MAX } from "@mall/contract";
import { apiErrorText, Button, Dialog, Field, TextArea, toast } from "@mall/ui";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import f from "../../components/forms.module.css";
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
  const [remark, setRemark] = useState("");
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();

  useEffect(() => {
    if (!order) return;
    setRemark("");
    setError(undefined);
    setRefusal(undefined);
  }, [order]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!order) return;
    const text = remark.trim();
    if (!text) {
      setError(t("orders.refund.remarkRequired"));
      return;
    }
    setError(undefined);
    refund.mutate(
      { orderId: order.id, remark: text },
      {
        onSuccess: () => {
          toast.success(t("orders.refund.done", { id: order.id, amount: usdt(order.total) }));
          onClose();
        },
        onError: (err) => setRefusal(apiErrorText(t, err)),
      },
    );
  };

  return (
    <Dialog
      open={Boolean(order)}
      width="520px"
      title={t("orders.refund.title", { id: order?.id })}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button variant="danger" loading={refund.isPending} onClick={() => submit()} data-testid="confirm-refund">
            {t("orders.refund.confirm", { amount: order ? usdt(order.total) : "" })}
          </Button>
        </>
      }
    >
      {order && (
        <form className={f.stack} onSubmit={submit} noValidate>
          <OrderSummary order={order} />
          <p className={f.message}>{t("orders.refund.text", { amount: usdt(order.total), buyer: order.username })}</p>
          <Field
            label={t("orders.refund.remark")}
            required
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
                placeholder={t("orders.refund.remarkPlaceholder")}
                data-testid="refund-remark"
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
