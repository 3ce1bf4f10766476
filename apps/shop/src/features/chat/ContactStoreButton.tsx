import { useTranslation } from "react-i18next";
import { ChatIcon } from "./icons.tsx";
import { openStoreChat } from "./window.ts";

/**
 * "Contact the store" on a product or store page: opens the chat window on that store's conversation, telling
 * the store which product the buyer came from. A guest is told to sign in by the window itself.
 */
export function ContactStoreButton({
  sellerId,
  productId,
  className,
}: {
  sellerId: string | number;
  productId?: string | number | undefined;
  className?: string | undefined;
}) {
  const { t } = useTranslation("chat");
  return (
    <button
      type="button"
      className={className}
      onClick={() => openStoreChat(sellerId, productId)}
      data-testid="contact-store"
    >
      <ChatIcon size={16} />
      {t("contactStore")}
    </button>
  );
}
