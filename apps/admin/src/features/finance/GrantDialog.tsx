import { GRANT_MAX_CENTS, GRANT_MEMO_MAX, GRANT_MEMO_MIN, parseCents } from "@mall/contract";
import { apiErrorText, Button, Dialog, Field, Input, TextArea, toast } from "@mall/ui";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DetailList } from "../../components/DetailList.tsx";
import f from "../../components/forms.module.css";
import { usdt } from "../../lib/format.ts";
import { newRequestId, useGrant } from "./api.ts";
import s from "./finance.module.css";

/** Up to 2 decimals; the server truncates anything finer, so the form refuses it instead of dropping cents. */
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

type Step = { kind: "form" } | { kind: "confirm"; amount: string; memo: string; requestId: string };

/**
 * A credit by hand in two steps: fill in, then confirm what will happen. The request id is drawn when the
 * form is confirmed, so a double click on "Credit" (or a retry) credits once.
 */
export function GrantDialog({
  open,
  partyId,
  name,
  onClose,
  onDone,
}: {
  open: boolean;
  partyId: number;
  name: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const grant = useGrant();
  const [amount, setAmount] = useState("");
  const [memo, setMemo] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; memo?: string }>({});
  const [refusal, setRefusal] = useState<string>();
  const [step, setStep] = useState<Step>({ kind: "form" });

  useEffect(() => {
    if (!open) return;
    setAmount("");
    setMemo("");
    setErrors({});
    setRefusal(undefined);
    setStep({ kind: "form" });
  }, [open]);

  const review = (e?: FormEvent) => {
    e?.preventDefault();
    const a = amount.trim();
    const m = memo.trim();
    const cents = AMOUNT.test(a) ? parseCents(a) : undefined;
    const found: typeof errors = {};
    if (cents === undefined || cents <= 0n || cents > GRANT_MAX_CENTS) found.amount = t("finance.grant.amountInvalid");
    if (m.length < GRANT_MEMO_MIN) found.memo = t("finance.grant.memoInvalid");
    setErrors(found);
    if (found.amount || found.memo) return;
    setRefusal(undefined);
    setStep({ kind: "confirm", amount: a, memo: m, requestId: newRequestId() });
  };

  const send = () => {
    if (step.kind !== "confirm") return;
    grant.mutate(
      { partyId, amount: step.amount, memo: step.memo, requestId: step.requestId },
      {
        onSuccess: () => {
          toast.success(t("finance.grant.done", { amount: usdt(step.amount), name }));
          onDone();
          onClose();
        },
        onError: (err) => setRefusal(apiErrorText(t, err)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      width="500px"
      title={t("finance.grant.title", { name })}
      description={step.kind === "confirm" ? t("finance.grant.confirmText") : t("finance.grant.text")}
      onClose={onClose}
      footer={
        step.kind === "confirm" ? (
          <>
            <Button onClick={() => setStep({ kind: "form" })} disabled={grant.isPending}>
              {t("finance.grant.back")}
            </Button>
            <Button variant="primary" loading={grant.isPending} onClick={send} data-testid="grant-confirm">
              {t("finance.grant.submit", { amount: usdt(step.amount) })}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{t("common.cancel")}</Button>
            <Button variant="primary" onClick={() => review()} data-testid="grant-review">
              {t("finance.grant.review")}
            </Button>
          </>
        )
      }
    >
      {step.kind === "confirm" ? (
        <div className={f.stack}>
          <p className={s.confirmAmount}>+{usdt(step.amount)} USDT</p>
          <DetailList
            items={[
              { key: "to", label: t("finance.grant.to"), value: name },
              { key: "memo", label: t("finance.grant.memo"), value: step.memo },
            ]}
          />
          {refusal && (
            <p className={f.refusal} role="alert">
              {refusal}
            </p>
          )}
        </div>
      ) : (
        <form className={f.stack} onSubmit={review} noValidate>
          <Field label={t("finance.grant.amount")} required hint={t("finance.grant.amountHint")} error={errors.amount}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                className={s.amountInput}
                inputMode="decimal"
                value={amount}
                maxLength={10}
                onChange={(e) => setAmount(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                placeholder="0.00"
                autoComplete="off"
                data-testid="grant-amount"
              />
            )}
          </Field>
          <Field
            label={t("finance.grant.memo")}
            required
            error={errors.memo}
            aside={`${memo.length} / ${GRANT_MEMO_MAX}`}
          >
            {({ id, describedBy, invalid }) => (
              <TextArea
                id={id}
                value={memo}
                maxLength={GRANT_MEMO_MAX}
                onChange={(e) => setMemo(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                placeholder={t("finance.grant.memoPlaceholder")}
                data-testid="grant-memo"
              />
            )}
          </Field>
        </form>
      )}
    </Dialog>
  );
}
