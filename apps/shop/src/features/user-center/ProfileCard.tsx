import type { LocalUser } from "@mall/contract";
import { formatWireDate } from "@mall/contract";
import { toast } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CopyIcon, PencilIcon } from "../../components/icons.tsx";
import { copyText } from "../../lib/clipboard.ts";
import { Avatar } from "../account/index.ts";
import { AvatarPicker } from "./AvatarPicker.tsx";
import s from "./dashboard.module.css";

/** "2026-01-02 03:04:05" stays in that order inside right-to-left text (Unicode isolates). */
const ltr = (s: string) => `\u2066${s}\u2069`;

/** Who is signed in: avatar (with the picker), name, and the usercode to share as an invitation code. */
export function ProfileCard({ user }: { user: LocalUser }) {
  const { t } = useTranslation("account");
  const [picking, setPicking] = useState(false);
  const inviteLink = `${window.location.origin}/register?code=${encodeURIComponent(user.usercode)}`;

  const copy = async (text: string, done: string) => {
    if (await copyText(text)) toast.success(done);
    else toast.error(t("dashboard.copyFailed"));
  };

  return (
    <section className={`${s.card} ${s.profile}`}>
      <div className={s.avatarWrap}>
        <Avatar idx={user.avatar} name={user.username} size={84} />
        <button
          type="button"
          className={s.avatarEdit}
          onClick={() => setPicking(true)}
          aria-label={t("avatar.change")}
          title={t("avatar.change")}
        >
          <PencilIcon size={15} />
        </button>
      </div>
      <div className={s.profileMain}>
        <p className={s.greeting}>{t("dashboard.greeting")}</p>
        <h1 className={s.profileName}>{user.username}</h1>
        {user.lastlogintime && (
          <p className={s.meta}>{t("dashboard.lastLogin", { time: ltr(formatWireDate(user.lastlogintime)) })}</p>
        )}
        <div className={s.invite}>
          <div className={s.inviteText}>
            <span className={s.inviteLabel}>{t("dashboard.inviteCode")}</span>
            <span className={s.inviteValue}>
              <code className={s.inviteCode} data-testid="invite-code">
                {user.usercode}
              </code>
              <button
                type="button"
                className={s.copy}
                onClick={() => void copy(user.usercode, t("dashboard.codeCopied"))}
                aria-label={t("dashboard.copyCode")}
                title={t("dashboard.copyCode")}
              >
                <CopyIcon size={16} />
              </button>
            </span>
          </div>
          <button type="button" className={s.copyLink} onClick={() => void copy(inviteLink, t("dashboard.linkCopied"))}>
            {t("dashboard.copyLink")}
          </button>
        </div>
        <p className={s.security}>
          <span className={user.safeword ? s.dotOk : s.dotWarn} aria-hidden="true" />
          {user.safeword ? t("dashboard.fundSet") : t("dashboard.fundNotSet")}
          {!user.safeword && <Link to="/userInfo/setup/transaction-password">{t("dashboard.fundSetNow")}</Link>}
        </p>
      </div>
      {picking && <AvatarPicker current={user.avatar} name={user.username} onClose={() => setPicking(false)} />}
    </section>
  );
}
