import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArrowIcon } from "../../components/icons.tsx";
import u from "../../components/panel.module.css";

/** The way back to the list, above every order page. */
export function BackToOrders() {
  const { t } = useTranslation("orders");
  return (
    <Link to="/userInfo/my-order?index=2" className={u.backLinkStart}>
      <ArrowIcon size={16} className={`${u.backIcon} ${u.flip}`} />
      {t("title")}
    </Link>
  );
}
