import { WITHDRAW_PROTOCOLS, type WithdrawProtocol } from "@mall/contract";
import { toast } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { bindWithdrawAddress, useWalletChanged } from "./api.ts";
import type { Problem } from "./money-input.ts";
import { useSubmission } from "../../lib/submission.ts";

export const PROTOCOLS = Object.keys(WITHDRAW_PROTOCOLS) as WithdrawProtocol[];
/** Withdrawals are paid in USDT (wallet!getUsdt's unit). */
export const COIN = "USDT";
export const ADDRESS_MAX = 100;

/** What is wrong with a typed withdrawal address before it is sent (the server checks its checksum). */
export function bindAddressProblem(address: string): Problem | undefined {
  const trimmed = address.trim();
  if (!trimmed) return { key: "required" };
  return /\s/.test(trimmed) || trimmed.length > ADDRESS_MAX ? { key: "address" } : undefined;
}

/**
 * Binding the withdrawal address (user!bindWithdrawAddress), for the desktop dialog and the /wap sheet alike: the
 * protocol and the address, checked when sent (`shown` is the problem once a send was tried), sent once at a
 * time; then a toast, the wallet read again, and `onDone`.
 */
export function useBindAddress(onDone: () => void) {
  const { t } = useTranslation("account");
  const changed = useWalletChanged();
  const [protocol, setProtocol] = useState<WithdrawProtocol>("TRC20");
  const [address, setAddress] = useState("");
  const [tried, setTried] = useState(false);
  const submission = useSubmission();
  const problem = bindAddressProblem(address);
  const shown = tried ? problem : undefined;

  const submit = () => {
    setTried(true);
    if (problem || submission.busy) return;
    void submission.run(async () => {
      await bindWithdrawAddress({ blockchain_name: protocol, coin: COIN, channel_address: address.trim() });
      toast.success(t("errors:withdrawAddressBindSuccess"));
      await changed();
      onDone();
    });
  };

  return { protocol, setProtocol, address, setAddress, shown, submit, submission };
}
