import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Modal } from "../../components/Modal.tsx";
import s from "./messages.module.css";

/** A chat picture at full size over the page; Escape, a click outside or the close button dismiss it. */
export function Lightbox({ src, onClose }: { src: string; onClose: () => void }) {
  const { t } = useTranslation("chat");
  // Outside the chat window: a moved window's transform would otherwise hold the fixed overlay inside it.
  return createPortal(
    <Modal
      classes={{ overlay: s.lightbox, dialog: s.lightboxFrame, close: s.lightboxClose }}
      titleId="chat-picture-title"
      busy={false}
      onClose={onClose}
      closeLabel={t("close")}
    >
      <h2 id="chat-picture-title" className={s.srOnly}>
        {t("image.alt")}
      </h2>
      <img src={src} alt={t("image.alt")} className={s.lightboxImg} data-testid="chat-lightbox" />
      <a href={src} target="_blank" rel="noopener" className={s.lightboxLink}>
        {t("image.original")}
      </a>
    </Modal>,
    document.body,
  );
}
