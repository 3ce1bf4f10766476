import type { ChatConversationVo } from "@mall/contract";
import { ExternalIcon } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { GoodsThumb } from "../../components/GoodsThumb.tsx";
import s from "./chat.module.css";

/** The product the buyer wrote about, at the top of the conversation, with a link to its page in the shop. */
export function ProductCard({ product }: { product: NonNullable<ChatConversationVo["product"]> }) {
  const { t } = useTranslation("seller");
  return (
    <div className={s.product} data-testid="chat-product">
      <GoodsThumb src={product.img} size={44} />
      <div className={s.productText}>
        <span className={s.productCaption}>{t("chat.product.caption")}</span>
        <span className={s.productName} dir="auto">
          {product.name}
        </span>
      </div>
      <a
        className={s.productLink}
        href={`/productDetails?id=${product.id}`}
        target="_blank"
        rel="noopener"
        aria-label={t("chat.product.open", { name: product.name })}
        title={t("chat.product.open", { name: product.name })}
      >
        <ExternalIcon size={16} />
      </a>
    </div>
  );
}
