import type { AddressVo } from "@mall/contract";
import { toast } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDialog } from "../../components/feedback/confirm.ts";
import { useErrorText } from "../../lib/error-text.ts";
import { deleteAddress, makeDefault, useAddresses } from "./api.ts";

/** What the form is doing: nothing, adding, or editing one address. */
export type Editing = { kind: "none" } | { kind: "add" } | { kind: "edit"; address: AddressVo };

/** An address's place line: city, province, country (those it has). */
export const placeLine = (a: AddressVo) => [a.city, a.province, a.country].filter(Boolean).join(", ");

/**
 * The address book's rules, for the desktop page and the /wap page alike: the default (use = 1) first; one
 * change at a time (`working` is the address being changed); a deletion asks first; every change toasts and
 * reads the list again.
 */
export function useAddressBook() {
  const { t } = useTranslation("orders");
  const errorText = useErrorText();
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const [working, setWorking] = useState<string | null>(null);
  const list = [...(addresses.data ?? [])].sort((a, b) => b.use - a.use);

  const saved = async () => {
    const wasEdit = editing.kind === "edit";
    setEditing({ kind: "none" });
    await addresses.refetch();
    toast.success(t(wasEdit ? "addresses.updated" : "addresses.added"));
  };

  const run = async (a: AddressVo, work: () => Promise<unknown>, done: string) => {
    if (working !== null) return;
    setWorking(a.id);
    try {
      await work();
      toast.success(done);
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setWorking(null);
      await addresses.refetch();
    }
  };

  const setDefault = (a: AddressVo) => run(a, () => makeDefault(a), t("addresses.defaultSet"));

  const remove = async (a: AddressVo) => {
    const ok = await confirmDialog({
      title: t("addresses.deleteTitle"),
      message: t("addresses.deleteText", { name: a.contacts, address: a.address }),
      okText: t("addresses.delete"),
      cancelText: t("common.keep"),
      danger: true,
    });
    if (!ok) return;
    if (editing.kind === "edit" && editing.address.id === a.id) setEditing({ kind: "none" });
    await run(a, () => deleteAddress(a.id), t("addresses.deleted"));
  };

  return { addresses, list, editing, setEditing, working, saved, setDefault, remove, errorText };
}
