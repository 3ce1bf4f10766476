import { SAFEWORD_PATTERN } from "@mall/contract";
import { toast } from "@mall/ui";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api.ts";
import { useErrorText } from "../../lib/error-text.ts";
import { useLocalUser } from "../account/index.ts";
import { repayLoan, useBeforePay, useLoansChanged } from "./api.ts";
import { shortfall } from "./loan-terms.ts";

/**
 * Repay now's rules, for the desktop dialog and the /wap sheet alike (credit!beforepay, then credit!pay): what is
 * due beside the wallet's balance (`lack` > 0 when it does not cover it); the 6-digit fund password, sent once at
 * a time; a refusal clears the password and reads what is due again; "no fund password" from the account or the
 * server switches to where one is set.
 */
export function useRepay(creditId: string, onClose: () => void) {
  const { t } = useTranslation(["credit", "pages"]);
  const { t: tr } = useTranslation();
  const errorText = useErrorText();
  const before = useBeforePay(creditId);
  const me = useLocalUser();
  const changed = useLoansChanged();
  const [pw, setPw] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [noSafeword, setNoSafeword] = useState(false);
  const [busy, setBusy] = useState(false);
  const working = useRef(false);
  const b = before.data;
  const lack = b ? shortfall(b.accountAmount, b.estimatePayment) : 0n;
  const withoutSafeword = noSafeword || me.data?.safeword === 0;

  const pay = () => {
    if (!SAFEWORD_PATTERN.test(pw)) return setProblem(tr("errors:enterFullPaymentPassword"));
    if (working.current) return;
    working.current = true;
    setBusy(true);
    repayLoan({ creditId, safeword: pw })
      .then(async () => {
        toast.success(t("credit.repay.done"));
        await changed();
        onClose();
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.key === "fundPasswordNotSet") setNoSafeword(true);
        setProblem(errorText(e));
        setPw("");
        // What is due may have changed meanwhile (a collection, the day turning): read it again.
        void before.refetch();
      })
      .finally(() => {
        working.current = false;
        setBusy(false);
      });
  };

  /** Typing the password hides the last complaint. */
  const type = (v: string) => {
    setPw(v);
    setProblem(null);
  };

  return { before, b, lack, withoutSafeword, pw, type, problem, busy, pay, errorText };
}
