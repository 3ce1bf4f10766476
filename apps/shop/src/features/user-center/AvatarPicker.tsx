import { AVATAR_COUNT } from "@mall/contract";
import { toast } from "@mall/ui";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../../components/icons.tsx";
import { Avatar, avatarIndex, FormAlert, useRefreshAvatar } from "../account/index.ts";
import s from "./dashboard.module.css";

const NUMBERS = Array.from({ length: AVATAR_COUNT }, (_, i) => i + 1);

/** The 20 numbered avatars in a modal dialog; saving calls localuser!refreshAvatar. */
export function AvatarPicker({
  current,
  name,
  onClose,
}: {
  current: number | string | undefined;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("account");
  const dialog = useRef<HTMLDialogElement>(null);
  const [picked, setPicked] = useState(avatarIndex(current));
  const save = useRefreshAvatar();

  useEffect(() => {
    const d = dialog.current;
    d?.showModal();
    return () => d?.close();
  }, []);

  const onSave = () => {
    if (picked === avatarIndex(current)) return onClose();
    save.mutate(
      { idx: picked },
      {
        onSuccess: () => {
          toast.success(t("avatar.saved"));
          onClose();
        },
      },
    );
  };

  return (
    <dialog
      ref={dialog}
      className={s.dialog}
      aria-labelledby="avatar-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className={s.dialogBody}>
        <header className={s.dialogHead}>
          <h2 id="avatar-title">{t("avatar.title")}</h2>
          <button type="button" className={s.iconButton} onClick={onClose} aria-label={t("avatar.close")}>
            <CloseIcon size={18} />
          </button>
        </header>
        <p className={s.dialogLead}>{t("avatar.lead")}</p>
        <div className={s.avatarGrid}>
          {NUMBERS.map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={picked === n}
              aria-label={t("avatar.option", { n })}
              className={`${s.avatarOption} ${picked === n ? s.avatarPicked : ""}`}
              onClick={() => setPicked(n)}
            >
              <Avatar idx={n} name={name} size={52} />
            </button>
          ))}
        </div>
        <FormAlert error={save.error} />
        <footer className={s.dialogFoot}>
          <button type="button" className={s.btnGhost} onClick={onClose}>
            {t("avatar.cancel")}
          </button>
          <button type="button" className={s.btnPrimary} onClick={onSave} disabled={save.isPending}>
            {t("avatar.save")}
          </button>
        </footer>
      </div>
    </dialog>
  );
}
