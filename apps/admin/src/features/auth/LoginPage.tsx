import {
  apiErrorText,
  Button,
  CheckCircleIcon,
  changeLanguage,
  currentLocale,
  Field,
  Input,
  LanguageMenu,
  LoginCard,
  PasswordInput,
} from "@mall/ui";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate } from "react-router";
import { BrandMark } from "../../components/BrandMark.tsx";
import f from "../../components/forms.module.css";
import { useHasToken, useLogin } from "../../lib/session.ts";
import s from "./LoginPage.module.css";

/** Staff sign-in. Only staff accounts get in; the server's lock-outs and rate limits apply. */
export function LoginPage() {
  const { t } = useTranslation();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const hasToken = useHasToken();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ username?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const from = (location.state as { from?: string } | null)?.from;
  const target = from && from !== "/login" ? from : "/";

  if (hasToken && !busy) return <Navigate to={target} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      ...(username.trim() ? {} : { username: t("login.usernameRequired") }),
      ...(password ? {} : { password: t("login.passwordRequired") }),
    };
    setErrors(next);
    if (next.username || next.password) return;
    setBusy(true);
    try {
      await login(username.trim(), password);
      navigate(target, { replace: true });
    } catch (err) {
      setErrors({ form: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <LoginCard
      brand={<BrandMark name={t("brand")} />}
      tools={<LanguageMenu locale={currentLocale()} onChange={(l) => changeLanguage(l)} />}
      title={t("login.title")}
      subtitle={t("login.subtitle")}
      aside={
        <div className={s.aside}>
          <span className={s.kicker}>{t("appTitle")}</span>
          <h2 className={s.pitch}>{t("login.pitch")}</h2>
          <ul className={s.points}>
            {(["users", "stores", "roles", "audit"] as const).map((k) => (
              <li key={k}>
                <CheckCircleIcon size={18} className={s.tick} />
                <span>{t(`login.point.${k}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      }
      footer={<p className={s.note}>{t("login.note")}</p>}
    >
      <form className={s.form} onSubmit={submit} noValidate>
        {errors.form && (
          <p className={f.refusal} role="alert" data-testid="login-error">
            {errors.form}
          </p>
        )}
        <Field label={t("login.username")} error={errors.username} required>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              name="username"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              placeholder={t("login.usernamePlaceholder")}
              autoFocus
            />
          )}
        </Field>
        <Field label={t("login.password")} error={errors.password} required>
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Button type="submit" variant="primary" size="l" block loading={busy}>
          {t("login.submit")}
        </Button>
      </form>
    </LoginCard>
  );
}
