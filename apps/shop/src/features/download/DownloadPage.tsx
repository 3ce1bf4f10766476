import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { CartIcon, DownloadIcon, StoreIcon } from "../../components/goods/icons.tsx";
import l from "../../components/goods/layout.module.css";
import { EmptyState, ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { useBrand, usePageTitle } from "../site/index.ts";
import { useDownloadUrls } from "./api.ts";
import s from "./DownloadPage.module.css";

/** Links are resolved against the site, so a relative download path still gives a scannable URL. */
const absolute = (url: string) => new URL(url, window.location.origin).href;

function QrImage({ url, label }: { url: string; label: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(absolute(url), { margin: 1, width: 360, errorCorrectionLevel: "M" })
      .then((d) => live && setSrc(d))
      .catch(() => live && setSrc(undefined));
    return () => {
      live = false;
    };
  }, [url]);
  return src ? <img src={src} alt={label} className={s.qr} /> : <Skeleton className={s.qr} />;
}

function AppCard({ kind, url, highlighted }: { kind: "buyer" | "seller"; url: string; highlighted: boolean }) {
  const { t } = useTranslation("pages");
  const brand = useBrand();
  return (
    <article className={`${s.card} ${highlighted ? s.cardHighlight : ""}`}>
      <span className={s.icon}>{kind === "buyer" ? <CartIcon size={26} /> : <StoreIcon size={26} />}</span>
      <h2>{t(`download.${kind}.title`, { brand: brand.name })}</h2>
      <p className={s.text}>{t(`download.${kind}.text`)}</p>
      {url ? (
        <>
          <QrImage
            url={url}
            label={t("download.qrLabel", { app: t(`download.${kind}.title`, { brand: brand.name }) })}
          />
          <p className={s.hint}>{t("download.scan")}</p>
          <a href={absolute(url)} className={l.btnPrimary} rel="noopener">
            <DownloadIcon size={16} />
            {t("download.button")}
          </a>
        </>
      ) : (
        <p className={s.soon}>{t("download.unavailable")}</p>
      )}
    </article>
  );
}

export default function DownloadPage() {
  const { t } = useTranslation("pages");
  const brand = useBrand();
  usePageTitle(t("download.title"));
  const [params] = useSearchParams();
  const app = params.get("app") === "seller" ? "seller" : "buyer";
  const q = useDownloadUrls();
  const order: ("buyer" | "seller")[] = app === "seller" ? ["seller", "buyer"] : ["buyer", "seller"];
  return (
    <div className={l.page}>
      <div className={l.container}>
        <div className={s.hero}>
          <h1>{t("download.heading", { brand: brand.name })}</h1>
          <p>{t("download.lead")}</p>
        </div>
        {q.isPending ? (
          <div className={s.grid}>
            <Skeleton height={460} radius={20} />
            <Skeleton height={460} radius={20} />
          </div>
        ) : q.isError ? (
          <ErrorState onRetry={() => q.refetch()} />
        ) : !q.data.buyer && !q.data.seller ? (
          <EmptyState icon={<DownloadIcon size={40} />} title={t("download.unavailable")} />
        ) : (
          <div className={s.grid}>
            {order.map((k) => (
              <AppCard key={k} kind={k} url={q.data[k]} highlighted={k === app} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
