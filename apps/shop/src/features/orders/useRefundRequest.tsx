import { toast } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../lib/error-text.ts";
import { useSubmission } from "../../lib/submission.ts";
import { requestRefund, useOrdersChanged } from "./api.ts";

/**
 * A refund request's form state and its one submit (order!returns), for the desktop page and the phone's:
 * a reason is required, the remark is trimmed, a second click while one is in flight does nothing, and the
 * server's refusal (e.g. shipped too long ago) comes back translated. `done` runs after every order view
 * has been refreshed.
 */
export function useRefundRequest(orderId: string, done: () => Promise<void> | void) {
  const { t } = useTranslation("orders");
  const errorText = useErrorText();
  const changed = useOrdersChanged();
  const [reason, setReason] = useState<number>();
  const [remark, setRemark] = useState("");
  const [missing, setMissing] = useState(false);
  const submission = useSubmission();

  const chooseReason = (value: number) => {
    setReason(value);
    setMissing(false);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (submission.busy) return;
    submission.setRefusal(null);
    if (reason === undefined) return setMissing(true);
    void submission.run(async () => {
      await requestRefund({ orderId, returnReason: reason, returnDetail: remark.trim() });
      toast.success(t("return.done"));
      await changed();
      await done();
    });
  };

  const refusal = submission.refusal === null ? null : errorText(submission.refusal);
  return { reason, chooseReason, remark, setRemark, missing, refusal, busy: submission.busy, submit };
}

/** The refund rules a buyer reads before asking, the same on every layout. */
export function RefundPolicyItems() {
  const { t } = useTranslation("orders");
  return (
    <>
      <li>{t("return.policy.beforeShip")}</li>
      <li>{t("return.policy.afterShip")}</li>
      <li>{t("return.policy.afterReceipt")}</li>
      <li>{t("return.policy.money")}</li>
    </>
  );
}
