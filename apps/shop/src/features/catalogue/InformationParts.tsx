import { type Announcement, formatWireDate } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { ReturnIcon, ShieldIcon, TruckIcon } from "../../components/goods/icons.tsx";
import n from "./information.module.css";

/** The mall's three promises (spec point 1: shipped in 24 hours, 7-day returns, secure payment). */
export function PromiseList() {
  const { t } = useTranslation("pages");
  return (
    <ul className={n.promiseList}>
      <li>
        <TruckIcon size={22} />
        <span>
          <strong>{t("information.shipTitle")}</strong>
          {t("information.shipText")}
        </span>
      </li>
      <li>
        <ReturnIcon size={22} />
        <span>
          <strong>{t("information.returnTitle")}</strong>
          {t("information.returnText")}
        </span>
      </li>
      <li>
        <ShieldIcon size={22} />
        <span>
          <strong>{t("information.secureTitle")}</strong>
          {t("information.secureText")}
        </span>
      </li>
    </ul>
  );
}

/** The platform's announcements (index!home), newest as published. */
export function NewsList({ news }: { news: Announcement[] }) {
  return (
    <ul className={n.newsList}>
      {news.map((x, i) => (
        <li key={x.id ?? i} className={n.newsItem}>
          <p className={n.newsTitle}>{x.title}</p>
          {x.createTime && <span className={n.newsDate}>{formatWireDate(x.createTime)}</span>}
          {x.content && <p className={n.newsBody}>{x.content}</p>}
        </li>
      ))}
    </ul>
  );
}
