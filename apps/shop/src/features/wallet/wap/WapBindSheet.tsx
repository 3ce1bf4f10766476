import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Sheet } from "../../../components/wap/Sheet.tsx";
import { formStyles as f } from "../../account/index.ts";
import { BindAddressFields } from "../BindAddressFields.tsx";
import { useBindAddress } from "../useBindAddress.ts";

/**
 * Binding the withdrawal address in a sheet (user!bindWithdrawAddress): the protocol, the coin and the address,
 * once — withdrawals go only there. The desktop dialog's rules and fields; the server checks the checksum.
 */
export function WapBindSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("account");
  const bind = useBindAddress(onClose);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    bind.submit();
  };
  return (
    <Sheet open={open} title={t("wallet.bind.title")} onClose={onClose}>
      <form className={f.form} onSubmit={submit} noValidate data-testid="withdraw-bind">
        <p className={f.hint}>{t("wallet.bind.lead")}</p>
        <BindAddressFields bind={bind} />
      </form>
    </Sheet>
  );
}
