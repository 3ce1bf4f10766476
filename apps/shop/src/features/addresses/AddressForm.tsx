import {
  ADDRESS_TEXT_MAX,
  type AddressVo,
  CONTACTS_MAX,
  EMAIL_MAX,
  POSTCODE_MAX,
  splitAddressPhone,
} from "@mall/contract";
import { type ReactNode, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import c from "../../components/controls.module.css";
import { useErrorText } from "../../lib/error-text.ts";
import { currentLocale } from "../../lib/locale.ts";
import { areaOptions, codeOf, defaultRegion } from "../account/index.ts";
import s from "./AddressForm.module.css";
import { type AddressDraft, checkDraft, type DraftProblem, draftOf, emptyDraft, toAddParams } from "./address-draft.ts";
import { addAddress, editAddress, useCities, useCountries, useStates } from "./api.ts";

function Row({
  label,
  problem,
  optional,
  children,
  id,
  wide,
}: {
  label: string;
  problem: DraftProblem | undefined;
  optional?: boolean;
  children: ReactNode;
  id: string;
  wide?: boolean;
}) {
  const { t } = useTranslation("checkout");
  return (
    <div className={`${s.field} ${wide ? s.fieldWide : ""} ${problem ? s.fieldBad : ""}`}>
      <label htmlFor={id} className={s.fieldLabel}>
        {label}
        {optional && <span className={s.optional}>{t("address.optional")}</span>}
      </label>
      {children}
      {problem && (
        <p className={s.fieldProblem} id={`${id}-p`} role="alert">
          {t(`address.problems.${problem}`)}
        </p>
      )}
    </div>
  );
}

const toId = (v: string) => (v ? Number(v) : undefined);

/** The calling-code choice of an edited address: the preferred region when it shares the code (+1). */
const regionFor = (areas: { region: string; code: string }[], a: AddressVo | undefined, preferred: string) => {
  const code = a ? splitAddressPhone(a.phone).areaCode : undefined;
  if (!code || codeOf(preferred) === code) return preferred;
  return areas.find((o) => o.code === code)?.region ?? preferred;
};

/**
 * The inline "new address" form of spec point 2: country, then state, then city from the address lists.
 * The server has the last word; its refusal is shown above the buttons.
 */
export function AddressForm({
  asDefault,
  onSaved,
  onCancel,
  address,
  label,
}: {
  /** The first address becomes the default. */
  asDefault: boolean;
  onSaved: () => void;
  onCancel: (() => void) | undefined;
  /** Edit this address of the book (address!edit) instead of adding one. */
  address?: AddressVo;
  /** The form's accessible name when it is not the settlement's "new address". */
  label?: string;
}) {
  const { t } = useTranslation("checkout");
  const errorText = useErrorText();
  const uid = useId();
  const areas = useMemo(() => areaOptions(currentLocale()), []);
  const [region, setRegion] = useState(() => regionFor(areas, address, defaultRegion(currentLocale())));
  const [d, setD] = useState<AddressDraft>(() => (address ? draftOf(address) : emptyDraft(codeOf(region), asDefault)));
  const [problems, setProblems] = useState<ReturnType<typeof checkDraft>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countries = useCountries();
  const states = useStates(d.countryId);
  const cities = useCities(d.provinceId);
  const needs = {
    state: (states.data?.length ?? 0) > 0,
    city: (cities.data?.length ?? 0) > 0,
  };

  const set = <K extends keyof AddressDraft>(k: K, v: AddressDraft[K], also: Partial<AddressDraft> = {}) => {
    setD((p) => ({ ...p, [k]: v, ...also }));
    setProblems((p) => ({ ...p, [k]: undefined }));
  };

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = checkDraft(d, needs);
    setProblems(found);
    setServerError(null);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      await (address ? editAddress({ id: address.id, ...toAddParams(d) }) : addAddress(toAddParams(d)));
      onSaved();
    } catch (err) {
      setServerError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const input = (
    k: "contacts" | "email" | "postcode" | "address",
    props: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <input
      id={`${uid}-${k}`}
      className={s.input}
      value={d[k]}
      onChange={(e) => set(k, e.target.value)}
      aria-invalid={problems[k] ? true : undefined}
      aria-describedby={problems[k] ? `${uid}-${k}-p` : undefined}
      {...props}
    />
  );

  return (
    <form className={s.addressForm} onSubmit={save} noValidate aria-label={label ?? t("address.newTitle")}>
      <div className={s.formGrid}>
        <Row id={`${uid}-contacts`} label={t("address.contacts")} problem={problems.contacts}>
          {input("contacts", { autoComplete: "name", maxLength: CONTACTS_MAX, placeholder: t("address.contactsHint") })}
        </Row>
        <Row id={`${uid}-phone`} label={t("address.phone")} problem={problems.phone}>
          <div className={`${s.phoneRow} ${problems.phone ? s.inputBad : ""}`} dir="ltr">
            <select
              className={s.areaSelect}
              value={region}
              aria-label={t("address.areaCode")}
              onChange={(e) => {
                setRegion(e.target.value);
                set("areaCode", codeOf(e.target.value));
              }}
            >
              {areas.map((o) => (
                <option key={o.region} value={o.region}>
                  {o.name} (+{o.code})
                </option>
              ))}
            </select>
            <span className={s.areaShown}>+{d.areaCode}</span>
            <input
              id={`${uid}-phone`}
              className={s.phoneInput}
              value={d.phone}
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={20}
              onChange={(e) => set("phone", e.target.value)}
              aria-invalid={problems.phone ? true : undefined}
            />
          </div>
        </Row>
        <Row id={`${uid}-email`} label={t("address.email")} problem={problems.email} optional>
          {input("email", { type: "email", autoComplete: "email", maxLength: EMAIL_MAX })}
        </Row>
        <Row id={`${uid}-postcode`} label={t("address.postcode")} problem={problems.postcode} optional>
          {input("postcode", { inputMode: "numeric", autoComplete: "postal-code", maxLength: POSTCODE_MAX })}
        </Row>
        <div className={`${s.placeRow} ${s.fieldWide}`}>
          <Row id={`${uid}-country`} label={t("address.country")} problem={problems.countryId}>
            <select
              id={`${uid}-country`}
              className={s.input}
              value={d.countryId ?? ""}
              onChange={(e) => set("countryId", toId(e.target.value), { provinceId: undefined, cityId: undefined })}
              aria-invalid={problems.countryId ? true : undefined}
            >
              <option value="">{countries.isPending ? t("address.loading") : t("address.choose")}</option>
              {countries.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.countryName}
                </option>
              ))}
            </select>
          </Row>
          <Row id={`${uid}-state`} label={t("address.state")} problem={problems.provinceId}>
            <select
              id={`${uid}-state`}
              className={s.input}
              value={d.provinceId ?? ""}
              disabled={d.countryId === undefined || !needs.state}
              onChange={(e) => set("provinceId", toId(e.target.value), { cityId: undefined })}
              aria-invalid={problems.provinceId ? true : undefined}
            >
              <option value="">
                {states.isFetching
                  ? t("address.loading")
                  : needs.state || d.countryId === undefined
                    ? t("address.choose")
                    : t("address.none")}
              </option>
              {states.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.stateName}
                </option>
              ))}
            </select>
          </Row>
          <Row id={`${uid}-city`} label={t("address.city")} problem={problems.cityId}>
            <select
              id={`${uid}-city`}
              className={s.input}
              value={d.cityId ?? ""}
              disabled={d.provinceId === undefined || !needs.city}
              onChange={(e) => set("cityId", toId(e.target.value))}
              aria-invalid={problems.cityId ? true : undefined}
            >
              <option value="">
                {cities.isFetching
                  ? t("address.loading")
                  : needs.city || d.provinceId === undefined
                    ? t("address.choose")
                    : t("address.none")}
              </option>
              {cities.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.cityName}
                </option>
              ))}
            </select>
          </Row>
        </div>
        <Row id={`${uid}-address`} label={t("address.detail")} problem={problems.address} wide>
          {input("address", {
            autoComplete: "street-address",
            maxLength: ADDRESS_TEXT_MAX,
            placeholder: t("address.detailHint"),
          })}
        </Row>
      </div>
      {serverError && (
        <p className={c.formAlert} role="alert">
          {serverError}
        </p>
      )}
      <div className={s.formFoot}>
        <label className={s.checkLabel}>
          <input
            type="checkbox"
            checked={d.use}
            // The default stays the default until another one is chosen (the server ignores use=0 on it).
            disabled={address?.use === 1}
            onChange={(e) => set("use", e.target.checked)}
          />
          {t("address.makeDefault")}
        </label>
        <div className={s.formBtns}>
          {onCancel && (
            <button type="button" className={c.ghostBtn} onClick={onCancel}>
              {t("address.cancel")}
            </button>
          )}
          <button type="submit" className={c.solidBtn} disabled={busy} aria-busy={busy}>
            {busy ? t("address.saving") : t("address.save")}
          </button>
        </div>
      </div>
    </form>
  );
}
