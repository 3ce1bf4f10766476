import { toast } from "@mall/ui";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useRequireLogin } from "../../components/goods/auth.ts";
import { useToggleFollow } from "./api.ts";

/**
 * The follow button's action: guests go to /login (and back); a buyer follows or unfollows and is told so.
 * A seller gets the server's refusal (sellerCannotFollow) as the usual error toast.
 */
export function useFollowToggle(sellerId: string, name: string | undefined) {
  const { t } = useTranslation("checkout");
  const requireLogin = useRequireLogin();
  const follow = useToggleFollow(sellerId);
  const { mutate } = follow;
  const toggle = useCallback(
    (on: boolean) =>
      requireLogin(() =>
        mutate(on, {
          onSuccess: () => toast.success(t(on ? "follow.following" : "follow.unfollowed", { name: name ?? "" })),
        }),
      ),
    [requireLogin, mutate, t, name],
  );
  return { toggle, pending: follow.isPending };
}
