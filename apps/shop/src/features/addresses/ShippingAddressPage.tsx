import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlusIcon } from "../../components/goods/icons.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { ArrowIcon, PencilIcon, PinIcon } from "../../components/icons.tsx";
import u from "../../components/panel.module.css";
import { usePageTitle } from "../site/index.ts";
import { AddressForm } from "./AddressForm.tsx";
import s from "./addresses.module.css";
import { AddressCard } from "./AddressCard.tsx";
import { useAddressBook } from "./useAddressBook.ts";

/**
 * /userInfo/setup/shipping-address: the address book. The default (use = 1) comes first and is marked;
 * any address can be edited, deleted (after a confirmation) or made the default. Adding uses the same
 * form as the settlement (AddressForm), and the server's cap ("limit reached") shows in it.
 */
export default function ShippingAddressPage() {
  const { t } = useTranslation("orders");
  const { addresses, list, editing, setEditing, working, saved, setDefault, remove, errorText } = useAddressBook();
  usePageTitle(t("addresses.title"));

  const form =
    editing.kind === "none" ? null : (
      <div className={s.formCard}>
        <h2 className={s.formTitle}>{t(editing.kind === "add" ? "addresses.newTitle" : "addresses.editTitle")}</h2>
        <AddressForm
          key={editing.kind === "edit" ? editing.address.id : "new"}
          asDefault={list.length === 0}
          address={editing.kind === "edit" ? editing.address : undefined}
          label={t(editing.kind === "add" ? "addresses.newTitle" : "addresses.editTitle")}
          onSaved={() => void saved()}
          onCancel={() => setEditing({ kind: "none" })}
        />
      </div>
    );

  return (
    <section className={u.panel}>
      <header className={u.panelHead}>
        <div className={u.titleStack}>
          <Link to="/userInfo/setup" className={u.backLinkStart}>
            <ArrowIcon size={16} className={`${u.backIcon} ${u.flip}`} />
            {t("addresses.settings")}
          </Link>
          <h1 className={u.panelTitle}>{t("addresses.title")}</h1>
        </div>
        {list.length > 0 && editing.kind === "none" && (
          <button
            type="button"
            className={u.btnPrimary}
            onClick={() => setEditing({ kind: "add" })}
            data-testid="address-add"
          >
            <PlusIcon size={14} />
            {t("addresses.add")}
          </button>
        )}
      </header>
      <div className={s.body}>
        {addresses.isPending ? (
          <div className={s.grid}>
            <Skeleton height={150} radius={12} />
            <Skeleton height={150} radius={12} />
          </div>
        ) : addresses.isError ? (
          <ErrorState text={errorText(addresses.error)} onRetry={() => void addresses.refetch()} />
        ) : (
          <>
            {form}
            {list.length === 0 && editing.kind === "none" ? (
              <EmptyState
                icon={<PinIcon size={40} />}
                title={t("addresses.emptyTitle")}
                text={t("addresses.emptyText")}
                action={
                  <button type="button" className={u.btnPrimary} onClick={() => setEditing({ kind: "add" })}>
                    <PlusIcon size={14} />
                    {t("addresses.add")}
                  </button>
                }
              />
            ) : (
              list.length > 0 && (
                <>
                  <p className={s.count}>{t("addresses.count", { count: list.length })}</p>
                  <ul className={s.grid}>
                    {list.map((a) => (
                      <AddressCard
                        key={a.id}
                        address={a}
                        working={working}
                        onDefault={() => void setDefault(a)}
                        onEdit={() => setEditing({ kind: "edit", address: a })}
                        onRemove={() => void remove(a)}
                        styles={s}
                        editIcon={<PencilIcon size={15} />}
                      />
                    ))}
                  </ul>
                </>
              )
            )}
          </>
        )}
      </div>
    </section>
  );
}
