import { CONTACT_MAX, type ErrorKey, REGISTER_TYPE, STORE_NAME_MAX } from "@mall/contract";
import { ApiError, apiErrorText, Button, Field, Input, PasswordInput, Tabs } from "@mall/ui";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { FormAlert } from "../../components/FormAlert.tsx";
import { invitationCode, visitorAvatar } from "../../lib/visitor.ts";
import { AuthFrame } from "./AuthFrame.tsx";
import { useSignup } from "./api.ts";
import s from "./auth.module.css";
import { identityOf, type Problem, type SignupForm, signupProblems } from "./rules.ts";

type Key = keyof SignupForm;

/** Where a refusal of the server belongs in the form; anything else is shown above the button. */
const FIELD_OF: Partial<Record<ErrorKey, "storeName" | "identity" | "invite" | "password" | "repeat">> = {
  storeNameTaken: "storeName",
  usernameTaken: "identity",
  phoneOrEmailBound: "identity",
  registerTooSoon: "identity",
  usernameInvalid: "identity",
  phoneInvalid: "identity",
  emailInvalid: "identity",
  usernameRequired: "identity",
  invitationCodeWrong: "invite",
  passwordLength: "password",
  passwordsDiffer: "repeat",
};

/** Merchant entry (spec point 2, /merchantSettled): the store application with its seller account. */
export function SignupPage() {
  const { t } = useTranslation("seller");
  const location = useLocation();
  const signup = useSignup();
  const [form, setForm] = useState<SignupForm>(() => ({
    storeName: "",
    contact: "",
    type: REGISTER_TYPE.username,
    areaCode: "",
    phone: "",
    email: "",
    username: "",
    password: "",
    repeat: "",
    invite: invitationCode(location.search),
  }));
  const [problems, setProblems] = useState<Partial<Record<Key, Problem>>>({});
  const [serverError, setServerError] = useState<{ field?: string; text: string } | null>(null);

  const identityField: Key = form.type === 1 ? "phone" : form.type === 2 ? "email" : "username";
  const set = (k: Key) => (v: string) => {
    const next = { ...form, [k]: v };
    setForm(next);
    // Once a field has been marked, it is re-checked as the seller types, so the mark goes when it is fixed.
    if (problems[k] || (k === "password" && problems.repeat)) {
      const again = signupProblems(next);
      setProblems((p) => ({ ...p, [k]: again[k], ...(k === "password" ? { repeat: again.repeat } : {}) }));
    }
    if (serverError) setServerError(null);
  };

  const text = (p: Problem | undefined) =>
    !p ? undefined : "error" in p ? t(`errors:${p.error}`) : t(p.seller, p.values ?? {});
  const errorOf = (k: Key, group?: string) =>
    text(problems[k]) ?? (serverError && serverError.field === (group ?? k) ? serverError.text : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = signupProblems(form);
    setProblems(found);
    setServerError(null);
    if (Object.keys(found).length) {
      document.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    signup.mutate(
      {
        storeName: form.storeName.trim(),
        contact: form.contact.trim(),
        type: form.type,
        username: identityOf(form),
        password: form.password,
        re_password: form.repeat,
        agentCode: form.invite.trim() || undefined,
        avatar: visitorAvatar(),
      },
      {
        onError: (err) => {
          const key = err instanceof ApiError ? err.key : undefined;
          const field = key ? FIELD_OF[key] : undefined;
          setServerError({ ...(field ? { field } : {}), text: apiErrorText(t, err) });
        },
      },
    );
  };

  const count = (v: string, max: number) => `${Array.from(v).length} / ${max}`;

  return (
    <AuthFrame
      wide
      title={t("signup.title")}
      subtitle={t("signup.subtitle")}
      footer={
        <>
          {t("signup.haveAccount")} <Link to="/login">{t("signup.login")}</Link>
        </>
      }
    >
      <form className={s.form} onSubmit={submit} noValidate>
        <section className={s.group} aria-labelledby="signup-store">
          <h2 id="signup-store" className={s.legend}>
            {t("signup.storeSection")}
          </h2>
          <Field
            label={t("signup.storeName")}
            required
            error={errorOf("storeName")}
            hint={t("signup.storeNameHint")}
            aside={count(form.storeName, STORE_NAME_MAX)}
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                name="storeName"
                value={form.storeName}
                onChange={(e) => set("storeName")(e.target.value)}
                maxLength={STORE_NAME_MAX}
                placeholder={t("signup.storeNamePlaceholder")}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                autoComplete="organization"
              />
            )}
          </Field>
          <Field label={t("signup.contact")} required error={errorOf("contact")}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                name="contact"
                value={form.contact}
                onChange={(e) => set("contact")(e.target.value)}
                maxLength={CONTACT_MAX}
                placeholder={t("signup.contactPlaceholder")}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                autoComplete="name"
              />
            )}
          </Field>
        </section>

        <section className={s.group} aria-labelledby="signup-account">
          <h2 id="signup-account" className={s.legend}>
            {t("signup.accountSection")}
          </h2>
          <Tabs
            label={t("signup.identity")}
            value={form.type}
            onChange={(type) => {
              setForm((f) => ({ ...f, type }));
              setProblems((p) => ({
                ...p,
                phone: undefined,
                email: undefined,
                username: undefined,
                areaCode: undefined,
              }));
              setServerError(null);
            }}
            items={[
              { key: REGISTER_TYPE.username, label: t("signup.byUsername") },
              { key: REGISTER_TYPE.phone, label: t("signup.byPhone") },
              { key: REGISTER_TYPE.email, label: t("signup.byEmail") },
            ]}
          />
          {form.type === REGISTER_TYPE.phone ? (
            <div className={s.phoneRow}>
              <Field label={t("signup.areaCode")} required error={errorOf("areaCode")}>
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    name="areaCode"
                    value={form.areaCode}
                    onChange={(e) => set("areaCode")(e.target.value)}
                    placeholder="+86"
                    inputMode="tel"
                    dir="ltr"
                    maxLength={5}
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                  />
                )}
              </Field>
              <Field label={t("signup.phone")} required error={errorOf("phone", "identity")}>
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    name="phone"
                    value={form.phone}
                    onChange={(e) => set("phone")(e.target.value)}
                    inputMode="tel"
                    dir="ltr"
                    autoComplete="tel-national"
                    maxLength={15}
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                  />
                )}
              </Field>
            </div>
          ) : (
            <Field
              label={form.type === REGISTER_TYPE.email ? t("signup.email") : t("signup.username")}
              required
              error={errorOf(identityField, "identity")}
              hint={form.type === REGISTER_TYPE.email ? t("signup.emailHint") : t("signup.usernameHint")}
            >
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  name={identityField}
                  type={form.type === REGISTER_TYPE.email ? "email" : "text"}
                  value={form.type === REGISTER_TYPE.email ? form.email : form.username}
                  onChange={(e) => set(identityField)(e.target.value)}
                  autoComplete={form.type === REGISTER_TYPE.email ? "email" : "username"}
                  maxLength={64}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                />
              )}
            </Field>
          )}
          <div className={s.pair}>
            <Field label={t("signup.password")} required error={errorOf("password")} hint={t("signup.passwordHint")}>
              {({ id, describedBy, invalid }) => (
                <PasswordInput
                  id={id}
                  name="password"
                  value={form.password}
                  onChange={(e) => set("password")(e.target.value)}
                  autoComplete="new-password"
                  maxLength={12}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                />
              )}
            </Field>
            <Field label={t("signup.repeat")} required error={errorOf("repeat")}>
              {({ id, describedBy, invalid }) => (
                <PasswordInput
                  id={id}
                  name="repeat"
                  value={form.repeat}
                  onChange={(e) => set("repeat")(e.target.value)}
                  autoComplete="new-password"
                  maxLength={12}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                />
              )}
            </Field>
          </div>
          <Field
            label={
              <>
                {t("signup.invite")} <span className={s.optional}>({t("signup.optional")})</span>
              </>
            }
            error={errorOf("invite")}
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                name="invite"
                value={form.invite}
                onChange={(e) => set("invite")(e.target.value)}
                maxLength={32}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              />
            )}
          </Field>
        </section>

        <FormAlert>{serverError && !serverError.field ? serverError.text : null}</FormAlert>
        <Button type="submit" variant="primary" size="l" block loading={signup.isPending}>
          {t("signup.submit")}
        </Button>
        <p className={s.note}>{t("signup.reviewNote")}</p>
      </form>
    </AuthFrame>
  );
}
