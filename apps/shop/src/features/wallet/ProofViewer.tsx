import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../components/Modal.tsx";
import s from "./detail.module.css";

/** A payment proof at its own size over the page. */
export function ProofViewer({ src, title, onClose }: { src: string; title: string; onClose: () => void }) {
  const { t } = useTranslation("account");
  const titleId = useId();
  return (
    <Modal
      classes={{ overlay: s.viewerOverlay, dialog: s.viewer, close: s.close }}
      titleId={titleId}
      busy={false}
      onClose={onClose}
      closeLabel={t("wallet.detail.close")}
    >
      <h2 id={titleId} className={s.viewerTitle}>
        {title}
      </h2>
      <img src={src} alt={title} data-testid="proof-picture" />
    </Modal>
  );
}
