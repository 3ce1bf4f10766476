import { useTranslation } from "react-i18next";
import l from "../../components/goods/layout.module.css";
import { useFollowToggle } from "./useFollowToggle.ts";

/** Follows or unfollows a store; pressed while followed. Guests are sent to log in first. */
export function FollowButton({ seller }: { seller: { id: string; name: string; isFocus?: number | undefined } }) {
  const { t } = useTranslation("pages");
  const follow = useFollowToggle(seller.id, seller.name);
  const following = seller.isFocus === 1;
  return (
    <button
      type="button"
      className={following ? l.btnOutline : l.btnPrimary}
      disabled={follow.pending}
      aria-pressed={following}
      onClick={() => follow.toggle(!following)}
    >
      {following ? t("store.following") : t("store.follow")}
    </button>
  );
}
