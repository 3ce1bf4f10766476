import {
  ADDRESS_TEXT_MAX,
  type AddressVo,
  CONTACTS_MAX,
  EMAIL_MAX,
  POSTCODE_MAX,
  POSTCODE_MIN,
  splitAddressPhone,
} from "@mall/contract";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import c from "../../components/controls.module.css";
import { ApiError } from "../../lib/api.ts";
import { useErrorText } from "../../lib/error-text.ts";
import { currentLocale } from "../../lib/locale.ts";
import { areaOptions, codeOf, defaultRegion } from "../account/index.ts";
import s from "./AddressForm.module.css";
import {
  type AddressDraft,
  type AddressField,
  checkDraft,
  type DraftProblems,
  draftOf,
  emptyDraft,
  type FieldRefusal,
  fieldOfRefusal,
  toAddParams,
} from "./address-draft.ts";
import { addAddress, editAddress, useCities, useCountries, useStates } from "./api.ts";

/** The limits the problem sentences quote, from the same constants the schema checks. */
const LIMITS = {
  contacts: { max: CONTACTS_MAX },
  email: { max: EMAIL_MAX },
  postcode: { min: POSTCODE_MIN, max: POSTCODE_MAX },
  address: { max: ADDRESS_TEXT_MAX },
} as const satisfies Partial<Record<AddressField, object>>;

const PLACE: readonly AddressField[] = ["countryId", "provinceId", "cityId"];

function Row({
  label,
  problem,
  optional,
  children,
  id,
  wide,
}: {
  label: string;
  /** Why the field is wrong, as a sentence; shown under it and read with it (aria-describedby). */
  problem: string | undefined;
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
        <p className={s.fieldProblem} id={`${id}-p`} data-testid="address-problem">
          {problem}
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
 * Each wrong field says why under itself, and the first one takes the focus. The server has the last word:
 * a refusal that names a field (its catalogue message) goes under that field, any other above the buttons.
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
  const [problems, setProblems] = useState<DraftProblems>({});
  const [refusal, setRefusal] = useState<FieldRefusal | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped when a check or the server finds a wrong field: after that render, the first one gets the focus.
  const [focusWrong, setFocusWrong] = useState(0);
  const countries = useCountries();
  const states = useStates(d.countryId);
  const cities = useCities(d.provinceId);
  const needs = {
    state: (states.data?.length ?? 0) > 0,
    city: (cities.data?.length ?? 0) > 0,
  };

  useEffect(() => {
    if (focusWrong) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus();
  }, [focusWrong]);

  /**
   * A change answers the problem of the field it changes (the calling code is part of the phone), and of
   * the places under it: a new country empties the state and the city, a new state the city.
   */
  const settled = (k: keyof AddressDraft) => {
    const field: AddressField | undefined = k === "areaCode" ? "phone" : k === "use" ? undefined : k;
    if (!field) return;
    const answered = PLACE.includes(field) ? PLACE.slice(PLACE.indexOf(field)) : [field];
    setProblems((p) => ({ ...p, ...Object.fromEntries(answered.map((f) => [f, undefined])) }));
    // The server refuses the place as a whole: choosing any part of it again answers that.
    setRefusal((r) => (r && (r.field === field || (PLACE.includes(r.field) && PLACE.includes(field))) ? null : r));
  };

  const set = <K extends keyof AddressDraft>(k: K, v: AddressDraft[K], also: Partial<AddressDraft> = {}) => {
    setD((p) => ({ ...p, [k]: v, ...also }));
    settled(k);
  };

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = checkDraft(d, needs);
    setProblems(found);
    setRefusal(null);
    setServerError(null);
    if (Object.values(found).some(Boolean)) {
      setFocusWrong((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await (address ? editAddress({ id: address.id, ...toAddParams(d) }) : addAddress(toAddParams(d)));
      onSaved();
    } catch (err) {
      const onField = fieldOfRefusal(d, err instanceof ApiError ? err.key : undefined, needs);
      if (onField) {
        setRefusal(onField);
        setFocusWrong((n) => n + 1);
      } else setServerError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  /** The sentence under a field: the form's own check first, else the server's refusal of it. */
  const problemOf = (k: AddressField): string | undefined => {
    const p = problems[k];
    if (p) return t(`address.problems.${k}.${p}`, k in LIMITS ? LIMITS[k as keyof typeof LIMITS] : {});
    return refusal?.field === k ? t(`errors:${refusal.key}`) : undefined;
  };

  /** aria-invalid and the problem's id for a field's control. */
  const wrong = (k: AddressField) =>
    problemOf(k) ? { "aria-invalid": true as const, "aria-describedby": `${uid}-${k}-p` } : {};

  const input = (
    k: "contacts" | "email" | "postcode" | "address",
    props: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <input
      id={`${uid}-${k}`}
      className={s.input}
      value={d[k]}
      onChange={(e) => set(k, e.target.value)}
      {...wrong(k)}
      {...props}
    />
  );

  return (
    <form
      ref={formRef}
      className={s.addressForm}
      onSubmit={save}
      noValidate
      aria-label={label ?? t("address.newTitle")}
    >
      <div className={s.formGrid}>
        <Row id={`${uid}-contacts`} label={t("address.contacts")} problem={problemOf("contacts")}>
          {input("contacts", { autoComplete: "name", maxLength: CONTACTS_MAX, placeholder: t("address.contactsHint") })}
        </Row>
        <Row id={`${uid}-phone`} label={t("address.phone")} problem={problemOf("phone")}>
          <div className={`${s.phoneRow} ${problemOf("phone") ? s.inputBad : ""}`} dir="ltr">
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
              {...wrong("phone")}
            />
          </div>
        </Row>
        <Row id={`${uid}-email`} label={t("address.email")} problem={problemOf("email")} optional>
          {/* An address is written left to right, in a right-to-left page too. */}
          {input("email", { type: "email", autoComplete: "email", maxLength: EMAIL_MAX, dir: "ltr" })}
        </Row>
        <Row id={`${uid}-postcode`} label={t("address.postcode")} problem={problemOf("postcode")} optional>
          {input("postcode", { inputMode: "numeric", autoComplete: "postal-code", maxLength: POSTCODE_MAX })}
        </Row>
        <div className={`${s.placeRow} ${s.fieldWide}`}>
          <Row id={`${uid}-countryId`} label={t("address.country")} problem={problemOf("countryId")}>
            <select
              id={`${uid}-countryId`}
              className={s.input}
              value={d.countryId ?? ""}
              onChange={(e) => set("countryId", toId(e.target.value), { provinceId: undefined, cityId: undefined })}
              {...wrong("countryId")}
            >
              <option value="">{countries.isPending ? t("address.loading") : t("address.choose")}</option>
              {countries.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.countryName}
                </option>
              ))}
            </select>
          </Row>
          <Row id={`${uid}-provinceId`} label={t("address.state")} problem={problemOf("provinceId")}>
            <select
              id={`${uid}-provinceId`}
              className={s.input}
              value={d.provinceId ?? ""}
              disabled={d.countryId === undefined || !needs.state}
              onChange={(e) => set("provinceId", toId(e.target.value), { cityId: undefined })}
              {...wrong("provinceId")}
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
          <Row id={`${uid}-cityId`} label={t("address.city")} problem={problemOf("cityId")}>
            <select
              id={`${uid}-cityId`}
              className={s.input}
              value={d.cityId ?? ""}
              disabled={d.provinceId === undefined || !needs.city}
              onChange={(e) => set("cityId", toId(e.target.value))}
              {...wrong("cityId")}
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
        <Row id={`${uid}-address`} label={t("address.detail")} problem={problemOf("address")} wide>
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
