import { PASSWORD_PATTERN, type StaffRole, USERNAME_PATTERN } from "@mall/contract";
import { apiErrorText, Button, Field, Input, PasswordInput, toast } from "@mall/ui";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "@mall/ui";
import f from "../../components/forms.module.css";
import { Select } from "../../components/Select.tsx";
import { useCreateStaff } from "./api.ts";

type Errors = Partial<Record<"username" | "password" | "role" | "form", string>>;

/** A new console account: the same username and password rules as every account (packages/contract). */
export function StaffDialog({ open, roles, onClose }: { open: boolean; roles: StaffRole[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [roleId, setRoleId] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateStaff();

  useEffect(() => {
    if (!open) return;
    setUsername("");
    setPassword("");
    setRoleId("");
    setErrors({});
  }, [open]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const next: Errors = {
      ...(USERNAME_PATTERN.test(username.trim()) ? {} : { username: t("staff.usernameRule") }),
      ...(PASSWORD_PATTERN.test(password) ? {} : { password: t("staff.passwordRule") }),
      ...(roleId ? {} : { role: t("staff.roleRequired") }),
    };
    setErrors(next);
    if (Object.keys(next).length) return;
    create.mutate(
      { username: username.trim(), password, roleId: Number(roleId) },
      {
        onSuccess: () => {
          toast.success(t("staff.createdToast", { name: username.trim() }));
          onClose();
        },
        onError: (err) => setErrors({ form: apiErrorText(t, err) }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      title={t("staff.createTitle")}
      description={t("staff.createText")}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button variant="primary" loading={create.isPending} onClick={() => submit()}>
            {t("staff.create")}
          </Button>
        </>
      }
    >
      <form className={f.stack} onSubmit={submit} noValidate>
        {errors.form && (
          <p className={f.refusal} role="alert">
            {errors.form}
          </p>
        )}
        <Field label={t("staff.username")} required error={errors.username} hint={t("staff.usernameRule")}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              value={username}
              autoComplete="off"
              maxLength={30}
              onChange={(e) => setUsername(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Field label={t("staff.password")} required error={errors.password} hint={t("staff.passwordRule")}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              value={password}
              autoComplete="new-password"
              maxLength={12}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Field label={t("staff.role")} required error={errors.role}>
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              value={roleId}
              onChange={(e) => setRoleId(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              options={[
                { value: "", label: t("staff.chooseRole") },
                ...roles.map((r) => ({ value: String(r.id), label: r.name })),
              ]}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
