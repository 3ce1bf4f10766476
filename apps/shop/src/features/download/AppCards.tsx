import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CartIcon, DownloadIcon, StoreIcon } from "../../components/goods/icons.tsx";
import l from "../../components/goods/layout.module.css";
import { ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { useBrand } from "../site/index.ts";
import { type AppLinks, useAppLinks } from "./api.ts";
import { APP_KINDS, type AppKind, type AppLink } from "./app-links.ts";
import s from "./AppCards.module.css";
import { qrPicture } from "./qr.ts";

function AppQr({ url, label, kind }: { url: string; label: string; kind: AppKind }) {
  const [drawn, setDrawn] = useState<{ url: string; src: string }>();
  useEffect(() => {
    let live = true;
    qrPicture(url)
      .then((src) => live && setDrawn({ url, src }))
      .catch(() => live && setDrawn(undefined));
    return () => {
      live = false;
    };
  }, [url]);
  // The frame keeps its size while the code is drawn, so nothing below it moves.
  return (
    <span className={s.qrFrame}>
      {drawn?.url === url ? (
        <img src={drawn.src} alt={label} className={s.qr} data-testid={`app-qr-${kind}`} />
      ) : (
        <Skeleton className={s.qr} />
      )}
    </span>
  );
}

function AppCard({ kind, link, highlighted }: { kind: AppKind; link: AppLink; highlighted: boolean }) {
  const { t } = useTranslation("pages");
  const brand = useBrand();
  const title = t(`download.${kind}.title`, { brand: brand.name });
  return (
    <article className={`${s.card} ${highlighted ? s.cardHighlight : ""}`} data-testid={`app-card-${kind}`}>
      <span className={s.icon}>{kind === "buyer" ? <CartIcon size={26} /> : <StoreIcon size={26} />}</span>
      <h2 className={s.title}>{title}</h2>
      <p className={s.text}>{t(`download.${kind}.text`)}</p>
      <AppQr url={link.url} label={t("download.qrLabel", { app: title })} kind={kind} />
      <p className={s.hint}>{t("download.scan")}</p>
      <a href={link.url} className={l.btnPrimary} rel="noopener" data-testid={`app-link-${kind}`}>
        <DownloadIcon size={16} />
        {link.web ? t("download.open") : t("download.button")}
      </a>
      <p className={s.note}>{link.web ? t("download.webNote") : t("download.storeNote")}</p>
    </article>
  );
}

/**
 * The buyer app and the seller app side by side (stacked on a narrow screen), each with the QR code of its
 * link and a button to it. `first` is the one the visitor came for (/download?app=seller), shown first and
 * marked.
 */
export function AppCards({ first = "buyer" }: { first?: AppKind }) {
  const q = useAppLinks();
  const order = [first, ...APP_KINDS.filter((k) => k !== first)];
  if (q.isError) return <ErrorState onRetry={() => q.refetch()} />;
  const links: AppLinks | undefined = q.data;
  return (
    <div className={s.grid} aria-busy={!links}>
      {order.map((k) =>
        links ? (
          <AppCard key={k} kind={k} link={links[k]} highlighted={k === first} />
        ) : (
          <Skeleton key={k} className={s.cardSkeleton} radius={20} />
        ),
      )}
    </div>
  );
}

/** `?app=seller` asks for the seller app first; anything else is the buyer app. */
export const appOf = (value: string | null): AppKind => (value === "seller" ? "seller" : "buyer");
