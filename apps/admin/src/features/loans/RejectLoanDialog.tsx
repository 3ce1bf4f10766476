import { loanRejectParams } from "@mall/contract";
import { toast } from "@mall/ui";
import { useTranslation } from "react-i18next";
import f from "../../components/forms.module.css";
import { RemarkDialog } from "../../components/RemarkDialog.tsx";
import { useRejectLoan } from "./api.ts";
import { type LoanDetail, LoanSummary } from "./LoanSummary.tsx";
import { useOneAtATime } from "../finance/index.ts";

const REASON = loanRejectParams.shape.reason;

/** Rejects an application; nothing is paid. The reason is required: the applicant reads it and may reapply. */
export function RejectLoanDialog({
  subject,
  onClose,
  onDone,
}: {
  subject: LoanDetail | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const reject = useRejectLoan();
  const once = useOneAtATime();
  return (
    <RemarkDialog
      subject={subject}
      title={t("loans.rejectTitle", { name: subject?.username })}
      confirmLabel={t("loans.reject")}
      danger
      confirmTestId="confirm-loan-reject"
      busy={reject.isPending}
      remarkLabel={t("finance.desk.reason")}
      remarkRequired
      remarkMin={REASON.minLength ?? 2}
      remarkMax={REASON.maxLength ?? 300}
      remarkMissing={t("finance.desk.reasonRequired", { n: REASON.minLength ?? 2 })}
      placeholder={t("loans.rejectPlaceholder")}
      remarkTestId="loan-reject-reason-input"
      onConfirm={(s, reason, refused) =>
        once((done) =>
          reject.mutate(
            { creditId: s.statement.creditId, reason },
            {
              onSuccess: () => {
                toast.success(t("loans.rejectedToast", { name: s.username }));
                onDone();
              },
              onError: refused,
              onSettled: done,
            },
          ),
        )
      }
      onClose={onClose}
    >
      {(s) => (
        <>
          <LoanSummary loan={s} />
          <p className={f.message}>{t("loans.rejectText", { name: s.username })}</p>
        </>
      )}
    </RemarkDialog>
  );
}
