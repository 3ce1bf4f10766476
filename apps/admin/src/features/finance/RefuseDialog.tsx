import { refuseParams } from "@mall/contract";
import { toast } from "@mall/ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import f from "../../components/forms.module.css";
import { RemarkDialog } from "../../components/RemarkDialog.tsx";
import { type Desk, useRefuseDeposit, useRefuseWithdrawal } from "./desk.api.ts";
import { useOneAtATime } from "./once.ts";

const REASON = refuseParams.shape.reason;

export type Refusal = { orderNo: string; username: string; summary: ReactNode };

/**
 * Refuses a waiting deposit (nothing is credited) or withdrawal (the frozen money goes back to the account).
 * The reason is required: the account holder reads it in their records.
 */
export function RefuseDialog({
  desk,
  subject,
  onClose,
  onDone,
}: {
  desk: Desk;
  subject: Refusal | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const deposit = useRefuseDeposit();
  const withdrawal = useRefuseWithdrawal();
  const refuse = desk === "deposit" ? deposit : withdrawal;
  const once = useOneAtATime();
  return (
    <RemarkDialog
      subject={subject}
      title={t(`finance.${desk}.refuseTitle`, { no: subject?.orderNo })}
      confirmLabel={t("finance.desk.refuse")}
      danger
      confirmTestId="confirm-refuse"
      busy={refuse.isPending}
      remarkLabel={t("finance.desk.reason")}
      remarkRequired
      remarkMin={REASON.minLength ?? 2}
      remarkMax={REASON.maxLength ?? 200}
      remarkMissing={t("finance.desk.reasonRequired", { n: REASON.minLength ?? 2 })}
      placeholder={t(`finance.${desk}.refusePlaceholder`)}
      remarkTestId="refuse-reason"
      onConfirm={(s, reason, refused) =>
        once((done) =>
          refuse.mutate(
            { orderNo: s.orderNo, reason },
            {
              onSuccess: () => {
                toast.success(t(`finance.${desk}.refusedToast`, { no: s.orderNo, name: s.username }));
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
          {s.summary}
          <p className={f.message}>{t(`finance.${desk}.refuseText`, { name: s.username })}</p>
        </>
      )}
    </RemarkDialog>
  );
}
