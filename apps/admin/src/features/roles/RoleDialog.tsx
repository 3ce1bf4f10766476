import { ROLE_NAME_MAX, type StaffRole } from "@mall/contract";
import { apiErrorText, Button, Field, Input, toast } from "@mall/ui";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "@mall/ui";
import f from "../../components/forms.module.css";
import { PermissionChecks } from "../../components/PermissionChecks.tsx";
import { useCreateRole, useEditRole } from "./api.ts";

/** Create a role, or rename one and change its permissions. */
export function RoleDialog({
  open,
  role,
  permissions,
  onClose,
}: {
  open: boolean;
  /** The role being edited; none to create one. */
  role: StaffRole | undefined;
  permissions: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const create = useCreateRole();
  const edit = useEditRole();

  useEffect(() => {
    if (!open) return;
    setName(role?.name ?? "");
    setChosen(role?.permissions ?? []);
    setError(undefined);
  }, [open, role]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t("roles.nameRequired"));
      return;
    }
    const done = {
      onSuccess: () => {
        toast.success(t(role ? "roles.savedToast" : "roles.createdToast", { name: trimmed }));
        onClose();
      },
      onError: (err: unknown) => setError(apiErrorText(t, err)),
    };
    if (!role) {
      create.mutate({ name: trimmed, permissions: chosen }, done);
      return;
    }
    const samePerms = chosen.length === role.permissions.length && chosen.every((p) => role.permissions.includes(p));
    edit.mutate(
      {
        id: role.id,
        ...(trimmed !== role.name ? { name: trimmed } : {}),
        ...(samePerms ? {} : { permissions: chosen }),
      },
      done,
    );
  };

  return (
    <Dialog
      open={open}
      width="560px"
      title={role ? t("roles.editTitle", { name: role.name }) : t("roles.createTitle")}
      description={t("roles.dialogText")}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button
            variant="primary"
            loading={create.isPending || edit.isPending}
            onClick={() => submit()}
            data-testid="save-role"
          >
            {role ? t("common.save") : t("roles.create")}
          </Button>
        </>
      }
    >
      <form className={f.stack} onSubmit={submit}>
        <Field label={t("roles.name")} required error={error}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              value={name}
              maxLength={ROLE_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              placeholder={t("roles.namePlaceholder")}
              data-testid="role-name"
            />
          )}
        </Field>
        <Field label={t("roles.permissions")} hint={t("roles.permissionsHint")}>
          {() => <PermissionChecks all={permissions} value={chosen} onChange={setChosen} />}
        </Field>
      </form>
    </Dialog>
  );
}
