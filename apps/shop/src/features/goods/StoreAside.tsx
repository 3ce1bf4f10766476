import type { SellerVo } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StoreIcon } from "../../components/goods/icons.tsx";
import l from "../../components/goods/layout.module.css";
import { StoreAvatar, StoreCounts } from "../../components/goods/StoreCard.tsx";
import { ContactStoreButton } from "../chat/index.ts";
import { FollowButton } from "../store/index.ts";
import s from "./ProductDetails.module.css";
import { goodSharePercent } from "../../components/goods/share.ts";

/** The seller of the product with its real counts, a follow button, a chat with the store and the way into it. */
export function StoreAside({ seller, productId }: { seller: SellerVo; productId?: string | undefined }) {
  const { t } = useTranslation("pages");
  return (
    <aside className={`${l.panel} ${s.storeAside}`}>
      <div className={s.storeHead}>
        <StoreAvatar seller={seller} size={52} />
        <div>
          <p className={s.storeName}>{seller.name}</p>
          <p className={s.factNote}>{t("store.positive", { rate: goodSharePercent(seller.highOpinion) ?? "—" })}</p>
        </div>
      </div>
      <StoreCounts seller={seller} className={s.storeStats} />
      <div className={s.storeBtns}>
        <FollowButton seller={seller} />
        <ContactStoreButton
          sellerId={seller.id}
          productId={productId}
          className={`${l.btnOutline} ${s.contactStore}`}
        />
        <Link to={`/store?id=${seller.id}`} className={l.btnOutline}>
          <StoreIcon size={16} />
          {t("store.visit")}
        </Link>
      </div>
    </aside>
  );
}
