import { centsToDecimal, parseCents } from "@mall/contract";
import { apiErrorText, Button, Dialog, Field, InfoIcon, Input, toast } from "@mall/ui";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DetailList } from "../../components/DetailList.tsx";
import f from "../../components/forms.module.css";
import { usdt } from "../../lib/format.ts";
import { useManualRepay } from "./api.ts";
import l from "./loans.module.css";
import { type LoanDetail, LoanSummary } from "./LoanSummary.tsx";
import { checkRepayAmount, dueAfter } from "./repay.ts";
import { deskStyles as d, financeStyles as s, newRequestId, useOneAtATime } from "../finance/index.ts";

type Step = { kind: "form" } | { kind: "confirm"; amount: string; requestId: string };

/**
 * Records money the borrower paid outside the platform (cash, a bank transfer to the company): the loan's
 * due goes down and the wallet is not touched. Two steps, fill in then confirm; the confirm sends once.
 */
export function ManualRepayDialog({ subject, onClose }: { subject: LoanDetail | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const repay = useManualRepay();
  const once = useOneAtATime();
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [step, setStep] = useState<Step>({ kind: "form" });
  const due = subject?.statement.due ?? 0;

  useEffect(() => {
    if (!subject) return;
    setAmount("");
    setError(undefined);
    setRefusal(undefined);
    setStep({ kind: "form" });
  }, [subject]);

  const review = (e?: FormEvent) => {
    e?.preventDefault();
    const a = amount.trim();
    const problem = checkRepayAmount(a, due);
    if (problem) {
      setError(t(`loans.repay.problem.${problem}`, { due: usdt(due) }));
      return;
    }
    setError(undefined);
    setRefusal(undefined);
    setStep({ kind: "confirm", amount: a, requestId: newRequestId() });
  };

  const send = () => {
    if (!subject || step.kind !== "confirm") return;
    once((done) =>
      repay.mutate(
        { creditId: subject.statement.creditId, amount: step.amount, requestId: step.requestId },
        {
          onSuccess: () => {
            toast.success(t("loans.repay.done", { amount: usdt(step.amount), name: subject.username }));
            onClose();
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
      title={t("loans.repay.title", { name: subject?.username })}
      description={step.kind === "confirm" ? t("loans.repay.confirmText") : undefined}
      onClose={onClose}
      testId="loan-repay-dialog"
      footer={
        step.kind === "confirm" ? (
          <>
            <Button onClick={() => setStep({ kind: "form" })} disabled={repay.isPending}>
              {t("finance.grant.back")}
            </Button>
            <Button variant="primary" loading={repay.isPending} onClick={send} data-testid="confirm-loan-repay">
              {t("loans.repay.submit", { amount: usdt(step.amount) })}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{t("common.cancel")}</Button>
            <Button variant="primary" onClick={() => review()} data-testid="loan-repay-review">
              {t("finance.grant.review")}
            </Button>
          </>
        )
      }
    >
      {subject &&
        (step.kind === "confirm" ? (
          <div className={f.stack}>
            <p className={s.confirmAmount}>{usdt(step.amount)} USDT</p>
            <DetailList
              items={[
                { key: "who", label: t("loans.col.applicant"), value: subject.username },
                { key: "due", label: t("loans.dueToday"), value: `${usdt(due)} USDT` },
                {
                  key: "after",
                  label: t("loans.repay.after"),
                  value: `${usdt(dueAfter(due, step.amount))} USDT`,
                },
              ]}
            />
            <p className={d.callout} data-tone="warning">
              <InfoIcon size={18} />
              <span>{t("loans.repay.outside")}</span>
            </p>
            {refusal && (
              <p className={f.refusal} role="alert">
                {refusal}
              </p>
            )}
          </div>
        ) : (
          <form className={f.stack} onSubmit={review} noValidate>
            <LoanSummary loan={subject} />
            <p className={d.callout} data-tone="info">
              <InfoIcon size={18} />
              <span>{t("loans.repay.outside")}</span>
            </p>
            <Field
              label={t("loans.repay.amount")}
              required
              hint={t("loans.repay.hint", { due: usdt(due) })}
              error={error}
              aside={
                <button
                  type="button"
                  className={l.textButton}
                  onClick={() => setAmount(centsToDecimal(parseCents(due) ?? 0n))}
                  data-testid="loan-repay-all"
                >
                  {t("loans.repay.all")}
                </button>
              }
            >
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  className={s.amountInput}
                  inputMode="decimal"
                  value={amount}
                  maxLength={15}
                  onChange={(e) => setAmount(e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  placeholder="0.00"
                  autoComplete="off"
                  data-testid="loan-repay-amount"
                />
              )}
            </Field>
          </form>
        ))}
    </Dialog>
  );
}
