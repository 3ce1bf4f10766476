import { apiErrorText, Button, Dialog, toast } from "@mall/ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import f from "../../components/forms.module.css";
import { usdt } from "../../lib/format.ts";
import { useApproveLoan } from "./api.ts";
import { type LoanDetail, LoanSummary } from "./LoanSummary.tsx";
import { deskStyles as d, useOneAtATime } from "../finance/index.ts";

export type Approval = {
  loan: LoanDetail;
  /** Above the two-person amount (in USDT): two different staff members approve, the second pays out. */
  twoPersonAbove?: number | undefined;
};

/**
 * Approves an application after a last look: the amount is paid into the applicant's wallet at once and the
 * term starts. The server pays a loan out once; the button is busy while the call runs and a second click in
 * the same frame is dropped, so one click is one approval. The button is not focused on opening, so a stray
 * Enter pays nothing.
 */
export function ApproveLoanDialog({
  subject,
  onClose,
  onDone,
}: {
  subject: Approval | undefined;
  onClose: () => void;
  /** `paid` is false when this was the first of two approvals. */
  onDone: (paid: boolean) => void;
}) {
  const { t } = useTranslation();
  const approve = useApproveLoan();
  const once = useOneAtATime();
  const [refusal, setRefusal] = useState<string>();

  useEffect(() => {
    if (subject) setRefusal(undefined);
  }, [subject]);

  const loan = subject?.loan;
  const amount = usdt(loan?.statement.applyAmount ?? 0);
  const twoPerson = subject?.twoPersonAbove !== undefined;

  const send = () => {
    if (!loan) return;
    setRefusal(undefined);
    once((done) =>
      approve.mutate(
        { creditId: loan.statement.creditId },
        {
          onSuccess: (r) => {
            if (r.approved) toast.success(t("loans.approvedToast", { amount, name: loan.username }));
            else toast.success(t("loans.firstApprovalToast", { name: loan.username }));
            onDone(r.approved);
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
      title={t("loans.approveTitle", { name: loan?.username })}
      onClose={onClose}
      testId="loan-approve-dialog"
      footer={
        <>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button variant="primary" loading={approve.isPending} onClick={send} data-testid="confirm-loan-approve">
            {twoPerson ? t("loans.approve") : t("loans.approveConfirm", { amount })}
          </Button>
        </>
      }
    >
      {loan && (
        <div className={f.stack}>
          <LoanSummary loan={loan} />
          {twoPerson && (
            <p className={d.note} data-testid="loan-two-person">
              {t("loans.twoPersonText", { limit: usdt(subject?.twoPersonAbove ?? 0) })}
            </p>
          )}
          <p className={f.message}>
            {t("loans.approveText", { amount, name: loan.username, n: loan.statement.creditPeriod })}
          </p>
          {refusal && (
            <p className={f.refusal} role="alert">
              {refusal}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
