import type { ReactNode } from "react";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { usePageTitle, useBrand } from "../../site/index.ts";
import { brandLogoUrl } from "../../site/index.ts";
import s from "./auth.module.css";

/** The frame of /wap/login, /wap/register and /wap/forgot: the top bar, the brand's logo and a lead, the form in a card. */
export function WapAuthFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const brand = useBrand();
  usePageTitle(title);
  return (
    <WapPage title={title}>
      <div className={s.intro}>
        <img
          src={brandLogoUrl(brand)}
          alt={brand.name}
          className={s.logo}
          height={36}
          onError={(e) => (e.currentTarget.style.display = "none")}
        />
        <p className={s.lead}>{lead}</p>
      </div>
      <div className={s.card}>{children}</div>
    </WapPage>
  );
}
