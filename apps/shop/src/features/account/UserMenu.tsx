import { useDismiss } from "@mall/ui";
import { useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChevronDownIcon } from "../../components/icons.tsx";
import type { UserInfo } from "../../lib/session.ts";
import { Avatar } from "./Avatar.tsx";
import s from "./UserMenu.module.css";
import { useLogout } from "./useLogout.ts";

const LINKS = [
  { to: "/userInfo/dashboard", key: "menu.center" },
  { to: "/userInfo/my-order?index=2", key: "menu.orders" },
  { to: "/userInfo/money-package?index=1", key: "menu.wallet" },
  { to: "/userInfo/setup", key: "menu.settings" },
] as const;

/** The header's signed-in corner: avatar and name, opening the user-centre links and log out. */
export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation("account");
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useDismiss(open, root, close);

  return (
    <div className={s.root} ref={root}>
      <button
        type="button"
        className={s.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        data-testid="user-menu"
      >
        <Avatar idx={user.avatar} name={user.username} size={22} />
        <span className={s.name}>{t("shell:header.hello", { name: user.username })}</span>
        <ChevronDownIcon size={14} />
      </button>
      {open && (
        <div className={s.menu} id={menuId} role="menu">
          <div className={s.head}>
            <Avatar idx={user.avatar} name={user.username} size={40} />
            <div className={s.headText}>
              <strong>{user.username}</strong>
              {user.usercode && <span>{t("menu.code", { code: user.usercode })}</span>}
            </div>
          </div>
          {LINKS.map((l) => (
            <Link key={l.to} to={l.to} role="menuitem" className={s.item} onClick={() => setOpen(false)}>
              {t(l.key)}
            </Link>
          ))}
          <div className={s.sep} />
          <button
            type="button"
            role="menuitem"
            className={`${s.item} ${s.logout}`}
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            {t("menu.logout")}
          </button>
        </div>
      )}
    </div>
  );
}
