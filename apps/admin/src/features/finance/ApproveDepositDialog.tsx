import { parseCents, USDT_TEXT } from "@mall/contract";
import { apiErrorText, Button, Dialog, Field, Input, toast } from "@mall/ui";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import f from "../../components/forms.module.css";
import { usdt } from "../../lib/format.ts";
import { useApproveDeposit } from "./desk.api.ts";
import { useOneAtATime } from "./once.ts";
import s from "./finance.module.css";

export type Approval = {
  orderNo: string;
  username: string;
  /** The USDT the request asks to credit, as text. */
  amount: string;
  summary: ReactNode;
  /** A warning above the button (the chain did not confirm the hash). */
  warning?: ReactNode;
};

/**
 * Credits a deposit after a last look. The amount credited is the request's unless staff type what really
 * arrived (a buyer who sent less than they said); the button names the amount that will be credited.
 */
export function ApproveDepositDialog({
  subject,
  onClose,
  onDone,
}: {
  subject: Approval | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const approve = useApproveDeposit();
  const once = useOneAtATime();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();

  useEffect(() => {
    if (!subject) return;
    setTyped("");
    setError(undefined);
    setRefusal(undefined);
  }, [subject]);

  const corrected = typed.trim();
  const credit = corrected || subject?.amount || "0";

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!subject) return;
    if (corrected) {
      const cents = USDT_TEXT.test(corrected) ? parseCents(corrected) : undefined;
      if (cents === undefined || cents <= 0n) {
        setError(t("finance.deposit.amountInvalid"));
        return;
      }
    }
    setError(undefined);
    setRefusal(undefined);
    once((done) =>
      approve.mutate(
        { orderNo: subject.orderNo, amount: corrected || undefined },
        {
          onSuccess: () => {
            toast.success(t("finance.deposit.approvedToast", { amount: usdt(credit), name: subject.username }));
            onDone();
          },
          onError: (err) => setRefusal(apiErrorText(t, err)),
          onSettled: done,
        },
      ),
    );
  };

  return (
    <Dialog
      open={Boolean(subject)}
      width="min(520px, 100%)"
      title={t("finance.deposit.approveTitle", { no: subject?.orderNo })}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button variant="primary" loading={approve.isPending} onClick={() => submit()} data-testid="confirm-approve">
            {t("finance.deposit.approveConfirm", { amount: usdt(credit) })}
          </Button>
        </>
      }
    >
      {subject && (
        <form className={f.stack} onSubmit={submit} noValidate>
          {subject.summary}
          <Field
            label={t("finance.deposit.correctAmount")}
            hint={t("finance.deposit.correctHint", { amount: usdt(subject.amount) })}
            error={error}
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                className={s.amountInput}
                inputMode="decimal"
                value={typed}
                maxLength={15}
                onChange={(e) => setTyped(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                placeholder={subject.amount}
                autoComplete="off"
                data-testid="approve-amount"
              />
            )}
          </Field>
          {subject.warning}
          <p className={f.message}>
            {t("finance.deposit.approveText", { amount: usdt(credit), name: subject.username })}
          </p>
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
