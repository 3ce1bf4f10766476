import { apiErrorText, Button, Dialog, Field, Input, toast } from "@mall/ui";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import f from "../../components/forms.module.css";
import { usdt } from "../../lib/format.ts";
import { usePayOut } from "./desk.api.ts";
import { useOneAtATime } from "./once.ts";

/** The longest payout reference the desk records (payOutParams). */
const REF_MAX = 100;

export type PayOut = {
  orderNo: string;
  username: string;
  /** What arrives, as text. */
  arrival: string;
  summary: ReactNode;
  /** Two people must approve and none has yet: this approval only records. */
  firstOfTwo: boolean;
};

/**
 * Records the payout of a withdrawal with its transaction hash (or the bank's reference). Above the
 * two-person amount the first approval only records it, and a different staff member's approval pays.
 */
export function PayOutDialog({
  subject,
  onClose,
  onDone,
}: {
  subject: PayOut | undefined;
  onClose: () => void;
  /** `paid` false: a first approval was recorded and the payout waits for a second person. */
  onDone: (paid: boolean) => void;
}) {
  const { t } = useTranslation();
  const payOut = usePayOut();
  const once = useOneAtATime();
  const [ref, setRef] = useState("");
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();

  useEffect(() => {
    if (!subject) return;
    setRef("");
    setError(undefined);
    setRefusal(undefined);
  }, [subject]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!subject) return;
    const payoutRef = ref.trim();
    // The call that pays records where the money went; a first approval of two may leave it for the second.
    if (!payoutRef && !subject.firstOfTwo) {
      setError(t("finance.withdrawal.refRequired"));
      return;
    }
    setError(undefined);
    setRefusal(undefined);
    once((done) =>
      payOut.mutate(
        { orderNo: subject.orderNo, payoutRef: payoutRef || undefined },
        {
          onSuccess: (r) => {
            if (r.paid) {
              toast.success(
                t("finance.withdrawal.paidToast", { amount: usdt(subject.arrival), name: subject.username }),
              );
            } else {
              toast.info(t("finance.withdrawal.firstApprovalToast", { no: subject.orderNo }));
            }
            onDone(r.paid);
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
      width="min(540px, 100%)"
      title={t(subject?.firstOfTwo ? "finance.withdrawal.approveTitle" : "finance.withdrawal.payTitle", {
        no: subject?.orderNo,
      })}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button variant="primary" loading={payOut.isPending} onClick={() => submit()} data-testid="confirm-payout">
            {subject?.firstOfTwo
              ? t("finance.withdrawal.approveFirst")
              : t("finance.withdrawal.payConfirm", { amount: usdt(subject?.arrival ?? "0") })}
          </Button>
        </>
      }
    >
      {subject && (
        <form className={f.stack} onSubmit={submit} noValidate>
          {subject.summary}
          <Field
            label={t("finance.withdrawal.payoutRef")}
            required={!subject.firstOfTwo}
            hint={subject.firstOfTwo ? t("finance.withdrawal.payoutRefLater") : t("finance.withdrawal.payoutRefHint")}
            error={error}
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                value={ref}
                maxLength={REF_MAX}
                onChange={(e) => setRef(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                placeholder="0x…"
                autoComplete="off"
                spellCheck={false}
                data-testid="payout-ref"
              />
            )}
          </Field>
          <p className={f.message}>
            {subject.firstOfTwo
              ? t("finance.withdrawal.firstOfTwoText")
              : t("finance.withdrawal.payText", { amount: usdt(subject.arrival), name: subject.username })}
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
