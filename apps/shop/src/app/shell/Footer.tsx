import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { BoxIcon, ReturnIcon, TruckIcon, UsersIcon, WarehouseIcon } from "../../components/icons.tsx";
import { useBrand } from "../../features/site/useBrand.ts";
import { currentLocale } from "../../lib/locale.ts";
import { useSession } from "../../lib/session.ts";
import s from "./Footer.module.css";
import { PartnerLogos, PaymentLogos } from "./Logos.tsx";
import { Subscribe } from "./Subscribe.tsx";
import { openService } from "./service/service.ts";
import { switchSite } from "../../lib/device.ts";

/** Order, collection and wallet links send guests to /login (spec point 2). */
function MemberLink({ to, children }: { to: string; children: ReactNode }) {
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const onClick = (e: MouseEvent) => {
    if (loggedIn) return;
    e.preventDefault();
    navigate(`/login?redirect=${encodeURIComponent(to)}`);
  };
  return (
    <Link to={to} onClick={onClick}>
      {children}
    </Link>
  );
}

const count = (n: number) => new Intl.NumberFormat(currentLocale(), { numberingSystem: "latn" }).format(n);

export function Footer() {
  const { t } = useTranslation("shell");
  const { t: tw } = useTranslation("wap");
  const brand = useBrand();
  const { cities, countries, legalName } = brand.footer;
  const holder = legalName || brand.name;
  const year = new Date().getFullYear();

  // Every claim comes from the brand's real data; a claim without data is left out rather than invented.
  const claims = [
    { icon: <TruckIcon size={26} />, title: t("footer.claims.shipTitle"), text: t("footer.claims.shipText") },
    { icon: <ReturnIcon size={26} />, title: t("footer.claims.returnTitle"), text: t("footer.claims.returnText") },
    cities.length > 0 && {
      icon: <WarehouseIcon size={26} />,
      title: t("footer.claims.warehousesTitle", { n: count(cities.length) }),
      text: cities.join(" · "),
    },
    countries > 0 && {
      icon: <UsersIcon size={26} />,
      title: t("footer.claims.countriesTitle", { n: count(countries) }),
      text: t("footer.claims.countriesText"),
    },
    brand.productCount > 0 && {
      icon: <BoxIcon size={26} />,
      title: t("footer.claims.productsTitle", { n: count(brand.productCount) }),
      text: t("footer.claims.productsText"),
    },
  ].filter((c) => c !== false);

  return (
    <footer className={s.footer}>
      <div className={s.claimsBand}>
        <ul className={`container ${s.claims}`}>
          {claims.map((c) => (
            <li key={c.title} className={s.claim}>
              <span className={s.claimIcon}>{c.icon}</span>
              <span>
                <strong className={s.claimTitle}>{c.title}</strong>
                <span className={s.claimText}>{c.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div className={s.body}>
        <div className="container">
          <Subscribe />
          <div className={s.columns}>
            <section>
              <h3 className={s.colTitle}>{t("footer.service.title")}</h3>
              <ul className={s.links}>
                <li>
                  <button type="button" className={s.linkButton} onClick={openService}>
                    {t("footer.service.online")}
                  </button>
                </li>
                {brand.supportEmail && (
                  <li>
                    <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
                  </li>
                )}
                {brand.supportPhone && (
                  <li>
                    <a href={`tel:${brand.supportPhone.replace(/[^\d+]/g, "")}`} dir="ltr">
                      {brand.supportPhone}
                    </a>
                  </li>
                )}
                <li>
                  <Link to="/promote/Delivery">{t("footer.service.delivery")}</Link>
                </li>
              </ul>
            </section>
            <section>
              <h3 className={s.colTitle}>{t("footer.returns.title")}</h3>
              <ul className={s.links}>
                <li>
                  <Link to="/promote/returnPolicy">{t("footer.returns.policy")}</Link>
                </li>
                <li>
                  <Link to="/promote/shippingPolicy">{t("footer.returns.shipping")}</Link>
                </li>
                <li>
                  <MemberLink to="/userInfo/my-order?index=2">{t("footer.returns.afterSale")}</MemberLink>
                </li>
              </ul>
            </section>
            <section>
              <h3 className={s.colTitle}>{t("footer.user.title")}</h3>
              <ul className={s.links}>
                <li>
                  <MemberLink to="/userInfo/my-order?index=2">{t("footer.user.orders")}</MemberLink>
                </li>
                <li>
                  <MemberLink to="/userInfo/collect-goods?index=3">{t("footer.user.favourites")}</MemberLink>
                </li>
                <li>
                  <MemberLink to="/userInfo/collect-shop">{t("footer.user.followed")}</MemberLink>
                </li>
                <li>
                  <MemberLink to="/userInfo/money-package?index=1">{t("footer.user.wallet")}</MemberLink>
                </li>
              </ul>
            </section>
            <section>
              <h3 className={s.colTitle}>{t("footer.about.title")}</h3>
              <ul className={s.links}>
                <li>
                  <Link to="/information">{t("footer.about.us")}</Link>
                </li>
                <li>
                  <Link to="/promote/privacyPolicy">{t("footer.about.privacy")}</Link>
                </li>
                <li>
                  <Link to="/download?app=buyer">{t("footer.about.app")}</Link>
                </li>
                <li>
                  <Link to="/download?app=seller">{t("footer.about.sellerApp")}</Link>
                </li>
              </ul>
            </section>
          </div>

          <div className={s.logos}>
            <div className={s.logoGroup}>
              <span className={s.logoLabel}>{t("footer.payments")}</span>
              <PaymentLogos />
            </div>
            <div className={s.logoGroup}>
              <span className={s.logoLabel}>{t("footer.partners")}</span>
              <PartnerLogos />
            </div>
          </div>
        </div>
      </div>

      <div className={s.legal}>
        <div className="container">
          <p className={s.notice}>{t("footer.creditNotice", { holder })}</p>
          <p className={s.copyright}>
            {t("footer.copyright", { year, holder })}
            {" · "}
            <a
              href="/wap/"
              onClick={(e) => {
                e.preventDefault();
                window.location.assign(switchSite("wap", window.location, currentLocale()));
              }}
            >
              {tw("mobileSite")}
            </a>
          </p>
          {/* The address book's place names come from this data set, whose licence asks for credit. */}
          <p className={s.notice}>{t("footer.addressData", { source: "countries-states-cities-database (dr5hn)" })}</p>
        </div>
      </div>
    </footer>
  );
}
