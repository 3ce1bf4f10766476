import type { AddressVo } from "@mall/contract";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlusIcon } from "../../../components/goods/icons.tsx";
import { ArrowIcon, PinIcon } from "../../../components/icons.tsx";
import k from "../../../components/wap/buy.module.css";
import { wapPaths } from "../../../components/wap/buy-paths.ts";
import { Sheet } from "../../../components/wap/Sheet.tsx";
import { useErrorText } from "../../../lib/error-text.ts";
import { useAddresses } from "../../addresses/index.ts";
import { preferredAddressId } from "../checkout-math.ts";
import s from "./WapCheckout.module.css";

const placeLine = (a: AddressVo) =>
  [a.city, a.province, a.country].filter(Boolean).join(", ") + (a.postcode ? ` ${a.postcode}` : "");

function AddressText({ a }: { a: AddressVo }) {
  const { t } = useTranslation("checkout");
  return (
    <span className={s.addr}>
      <span className={s.addrTop}>
        <strong dir="auto">{a.contacts}</strong>
        <bdi>+{a.phone}</bdi>
        {a.use === 1 && <span className={s.badge}>{t("address.default")}</span>}
      </span>
      <span className={s.addrLine} dir="auto">
        {a.address}
      </span>
      <span className={s.addrLine} dir="auto">
        {placeLine(a)}
      </span>
    </span>
  );
}

/**
 * The delivery address of the settlement: the chosen one (at first the default) as one row; tapping it opens
 * a sheet of the buyer's addresses, and new ones are added in the address book (/wap/addresses).
 */
export function WapAddressPick({
  selectedId,
  onSelect,
}: {
  selectedId: string | undefined;
  onSelect: (id: string | undefined) => void;
}) {
  const { t } = useTranslation("checkout");
  const { t: w } = useTranslation("wap");
  const errorText = useErrorText();
  const addresses = useAddresses();
  const [open, setOpen] = useState(false);
  const list = addresses.data ?? [];
  const chosen = list.find((a) => a.id === selectedId);

  useEffect(() => {
    if (!addresses.isSuccess) return;
    const id = preferredAddressId(list, selectedId);
    if (id !== selectedId) onSelect(id);
  }, [addresses.isSuccess, list, selectedId, onSelect]);

  return (
    <section className={k.card} aria-labelledby="wap-address-title" data-testid="checkout-address">
      <h2 id="wap-address-title" className={k.cardTitle}>
        {t("settlement.address")}
      </h2>
      {addresses.isPending ? (
        <span className={k.skeleton} style={{ blockSize: 64, marginBlockEnd: 0 }} />
      ) : addresses.isError ? (
        <p className={k.alert} role="alert">
          {errorText(addresses.error)}{" "}
          <button type="button" className={k.link} onClick={() => void addresses.refetch()}>
            {t("settlement.retry")}
          </button>
        </p>
      ) : chosen ? (
        <button
          type="button"
          className={s.addressBtn}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-label={w("buy.checkout.changeAddress")}
          data-testid="address-current"
        >
          <PinIcon size={20} className={s.pin} />
          <AddressText a={chosen} />
          <ArrowIcon size={18} className={s.chevron} />
        </button>
      ) : (
        <>
          <p className={k.muted}>{t("address.noneYet")}</p>
          <Link to={wapPaths.addresses} className={`${k.btnGhost} ${k.block}`} style={{ marginBlockStart: 10 }}>
            <PlusIcon size={14} />
            {t("address.add")}
          </Link>
        </>
      )}
      <Sheet open={open} title={w("buy.checkout.pickAddress")} onClose={() => setOpen(false)}>
        <fieldset className={s.pickList}>
          <legend className="visually-hidden">{t("settlement.address")}</legend>
          {list.map((a) => (
            <label key={a.id} className={`${s.pick} ${a.id === selectedId ? s.pickOn : ""}`} data-testid="address-card">
              <AddressText a={a} />
              <input
                type="radio"
                name="wap-address"
                className={s.radio}
                checked={a.id === selectedId}
                onChange={() => {
                  onSelect(a.id);
                  setOpen(false);
                }}
              />
            </label>
          ))}
        </fieldset>
        <Link to={wapPaths.addresses} className={`${k.btnGhost} ${k.block}`}>
          <PlusIcon size={14} />
          {t("address.add")}
        </Link>
      </Sheet>
    </section>
  );
}
