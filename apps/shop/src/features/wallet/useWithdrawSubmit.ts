import { type ParamsOf, SAFEWORD_PATTERN } from "@mall/contract";
import { toast } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../lib/api.ts";
import { useLocalUser } from "../account/index.ts";
import { applyWithdraw, useWalletChanged } from "./api.ts";
import { walletTab } from "./paths.ts";
import { useSubmission } from "../../lib/submission.ts";

/**
 * The end of both withdrawal forms: the fund password (6 digits), withdraw!apply with a fresh token, then a
 * toast and the withdrawal records (`records`: the desktop's, or the mobile storefront's). Without a fund
 * password (the account says so, or the server does) the form points to where one is set; a wrong one is
 * cleared for the next try.
 */
export function useWithdrawSubmit(records: string = walletTab("withdrawals")) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const changed = useWalletChanged();
  const me = useLocalUser();
  const submission = useSubmission();
  const [pin, setPin] = useState("");
  const refusedKey = submission.refusal instanceof ApiError ? submission.refusal.key : undefined;
  const noPassword = me.data?.safeword === 0 || refusedKey === "fundPasswordNotSet";
  const pinProblem = SAFEWORD_PATTERN.test(pin) ? undefined : t("wallet.problems.fundPassword");

  const send = (p: Omit<ParamsOf<"withdraw!apply">, "session_token" | "safeword">) =>
    submission.run(async () => {
      try {
        await applyWithdraw({ ...p, safeword: pin });
      } catch (e) {
        if (e instanceof ApiError && e.key === "fundPasswordWrong") setPin("");
        throw e;
      }
      toast.success(t("wallet.withdraw.done"));
      await changed();
      await navigate(records);
    });

  return {
    pin,
    setPin: (v: string) => {
      setPin(v);
      if (submission.refusal) submission.setRefusal(null);
    },
    pinProblem,
    noPassword,
    send,
    busy: submission.busy,
    refusal: refusedKey === "fundPasswordNotSet" ? null : submission.refusal,
  };
}
