import { LOCALE_NAMES } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { confirmDialog } from "../../../components/feedback/confirm.ts";
import { GlobeIcon, PinIcon } from "../../../components/icons.tsx";
import { useWapSignedIn } from "../../../components/wap/MeGate.tsx";
import { MeDesktopLink } from "../../../components/wap/MeDesktopLink.tsx";
import { MeGroup, MeRow } from "../../../components/wap/MeRows.tsx";
import m from "../../../components/wap/me.module.css";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { currentLocale } from "../../../lib/locale.ts";
import { useLocalUser, useLogout } from "../../account/index.ts";
import { usePageTitle } from "../../site/index.ts";
import { KeyIcon, LockIcon } from "../icons.tsx";
import s from "./settings.module.css";

/**
 * /wap/settings: the login password, the fund password (set or not), the addresses, the language, the desktop
 * site, and log out (the server session ends, this phone forgets the account, the "me" tab shows).
 */
export default function WapSettingsPage() {
  const { t } = useTranslation("wap");
  const { t: ta } = useTranslation("account");
  const signedIn = useWapSignedIn();
  const user = useLocalUser();
  const logout = useLogout();
  usePageTitle(t("pages.WapSettingsPage"));
  const fundSet = user.data?.safeword === 1;

  const logOut = async () => {
    const ok = await confirmDialog({
      title: ta("menu.logout"),
      message: t("me.logoutText"),
      okText: ta("menu.logout"),
      danger: true,
    });
    if (ok) await logout({ to: "/wap/me" });
  };

  return (
    <WapPage title={t("pages.WapSettingsPage")}>
      {signedIn && (
        <div className={m.stack}>
          <MeGroup>
            <MeRow
              to="/wap/settings/password?kind=login"
              icon={<KeyIcon size={18} />}
              label={ta("setup.cards.loginPassword.title")}
              value={ta("setup.change")}
              testId="settings-login-password"
            />
            <MeRow
              to="/wap/settings/password?kind=fund"
              icon={<LockIcon size={18} />}
              label={ta("setup.cards.fundPassword.title")}
              value={user.data ? ta(fundSet ? "setup.statusSet" : "setup.statusNotSet") : undefined}
              testId="settings-fund-password"
            />
            <MeRow to="/wap/addresses" icon={<PinIcon size={18} />} label={ta("setup.cards.address.title")} />
          </MeGroup>
          <MeGroup>
            <MeRow
              to="/wap/language"
              icon={<GlobeIcon size={18} />}
              label={t("me.language")}
              value={LOCALE_NAMES[currentLocale()]}
            />
            <MeDesktopLink testId="settings-desktop-link" />
          </MeGroup>
          <MeGroup>
            <MeRow
              to="/wap/settings/close"
              label={ta("setup.cards.cancel.title")}
              hint={ta("setup.cards.cancel.text")}
              danger
              testId="settings-close-account"
            />
          </MeGroup>
          <button type="button" className={s.logout} onClick={() => void logOut()} data-testid="settings-logout">
            {ta("menu.logout")}
          </button>
        </div>
      )}
    </WapPage>
  );
}
