import { isSubscribeEmail } from "@mall/contract";
import { toast } from "@mall/ui";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSubscribe } from "../site/index.ts";

/**
 * The newsletter box's rule, for the desktop footer and the phone's me tab: the spec's email pattern (shared
 * with the server), then `subscribe!add`; on success a toast and an empty box. Refusals (already subscribed …)
 * are announced by the global error toast.
 */
export function useSubscribeForm() {
  const { t } = useTranslation("shell");
  const [email, setEmail] = useState("");
  const subscribe = useSubscribe();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!isSubscribeEmail(value)) {
      toast.warning(t("footer.mailboxCheck"));
      return;
    }
    subscribe.mutate(value, {
      onSuccess: () => {
        toast.success(t("footer.subscribed"));
        setEmail("");
      },
    });
  };
  return { email, setEmail, submit, busy: subscribe.isPending };
}
