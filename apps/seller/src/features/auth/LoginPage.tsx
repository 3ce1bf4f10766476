import { apiErrorText, Button, Field, Input, PasswordInput } from "@mall/ui";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { FormAlert } from "../../components/FormAlert.tsx";
import { useToken } from "../../lib/api.ts";
import { AuthFrame } from "./AuthFrame.tsx";
import { useLogin } from "./api.ts";
import s from "./auth.module.css";

/** Merchant login (spec point 2, /merchantLogin): phone, e-mail or username and the password. */
export function LoginPage() {
  const { t } = useTranslation("seller");
  const token = useToken();
  const login = useLogin();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const [error, setError] = useState<string | null>(null);

  if (token && !login.isPending) return <Navigate to="/dashboard" replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const m = { username: !username.trim(), password: !password };
    setMissing(m);
    setError(null);
    if (m.username || m.password) return;
    login.mutate({ username: username.trim(), password }, { onError: (err) => setError(apiErrorText(t, err)) });
  };

  return (
    <AuthFrame
      title={t("login.title")}
      subtitle={t("login.subtitle")}
      footer={
        <>
          {t("login.noAccount")} <Link to="/register">{t("login.signup")}</Link>
        </>
      }
    >
      <form className={s.form} onSubmit={submit} noValidate>
        <Field label={t("login.account")} required error={missing.username ? t("validation.required") : undefined}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              name="username"
              value={username}
              onChange={(e) => {
                setUsername(e.target.value);
                setError(null);
              }}
              placeholder={t("login.accountPlaceholder")}
              autoComplete="username"
              maxLength={80}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
        <Field label={t("login.password")} required error={missing.password ? t("validation.required") : undefined}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              name="password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(null);
              }}
              autoComplete="current-password"
              maxLength={200}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
        <FormAlert>{error}</FormAlert>
        <Button type="submit" variant="primary" size="l" block loading={login.isPending}>
          {t("login.submit")}
        </Button>
      </form>
    </AuthFrame>
  );
}
