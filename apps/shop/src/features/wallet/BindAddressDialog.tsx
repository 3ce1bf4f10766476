import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Modal, whenIdle } from "../../components/Modal.tsx";
import { BindAddressFields } from "./BindAddressFields.tsx";
import { useBindAddress } from "./useBindAddress.ts";
import wd from "./withdraw.module.css";

/**
 * Binding the withdrawal address (user!bindWithdrawAddress): the protocol, the coin and the address, once —
 * withdrawals go only there. The server checks the address against its network's checksum.
 */
export function BindAddressDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("account");
  const titleId = useId();
  const bind = useBindAddress(onClose);
  return (
    <Modal
      classes={{ overlay: wd.overlay, dialog: wd.dialog, close: wd.dialogClose }}
      titleId={titleId}
      busy={bind.submission.busy}
      onClose={onClose}
      closeLabel={t("wallet.detail.close")}
      onSubmit={whenIdle(bind.submission.busy, bind.submit)}
    >
      <h2 id={titleId} className={wd.dialogTitle}>
        {t("wallet.bind.title")}
      </h2>
      <p className={wd.dialogText}>{t("wallet.bind.lead")}</p>
      <BindAddressFields bind={bind} testId="withdraw-bind" />
    </Modal>
  );
}
