import { Dialog } from "@mall/ui";
import { useTranslation } from "react-i18next";
import s from "./chat.module.css";

/** A picture of the conversation at full size, over the page; Escape or the backdrop closes it. */
export function PictureViewer({ src, onClose }: { src: string | null; onClose: () => void }) {
  const { t } = useTranslation("seller");
  return (
    <Dialog
      open={src !== null}
      title={t("chat.picture")}
      onClose={onClose}
      width="min(92vw, 960px)"
      testId="chat-viewer"
    >
      {src && (
        <a href={src} target="_blank" rel="noopener" className={s.viewerLink}>
          <img src={src} alt={t("chat.picture")} className={s.viewerImg} />
        </a>
      )}
    </Dialog>
  );
}
