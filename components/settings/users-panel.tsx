"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { toast } from "sonner";
import { ROLE_INFO, STUDIO_ROLES, type StudioRole } from "@/lib/studio/roles";
import { useRemoveUser, useSetRole, useUsers } from "@/lib/hooks/use-settings";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { Badge, Card, Skeleton } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { ErrorState } from "@/components/ui/states";

// Adding a user is rare: its form (react-hook-form) and dialog load when the button is first
// pointed at or focused, not with the page.
const loadAddUserDialog = () => import("./add-user-dialog").then((m) => m.AddUserDialog);
const AddUserDialog = dynamic(loadAddUserDialog, { ssr: false });

function AddUserButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        onPointerEnter={() => void loadAddUserDialog()}
        onFocus={() => void loadAddUserDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Icon name="fa-solid fa-user-plus" /> Add user
      </Button>
      {opened && <AddUserDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}

/** Users and their roles; an admin changes anyone's role but their own. */
export function UsersPanel({ currentUserId }: { currentUserId: string }) {
  const users = useUsers();
  const setRole = useSetRole();
  const removeUser = useRemoveUser();

  return (
    <section aria-labelledby="users-heading">
      <div className="mb-3 flex items-center justify-between gap-3">
        <div>
          <h2 id="users-heading" className="text-lg font-semibold">
            Users and roles
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">Admins manage everything, marketers write, reviewers read.</p>
        </div>
        <AddUserButton />
      </div>
      <Card className="overflow-x-auto">
        {users.isPending ? (
          <div className="flex flex-col gap-2 p-4" aria-busy="true" aria-label="Loading users">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : users.isError ? (
          <ErrorState message={errorMessage(users.error)} onRetry={() => void users.refetch()} />
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Studio users</caption>
            <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-2 py-3 font-medium sm:px-4">
                  Email
                </th>
                <th scope="col" className="px-2 py-3 font-medium sm:px-4">
                  Role
                </th>
                <th scope="col" className="hidden px-2 py-3 font-medium sm:table-cell sm:px-4">
                  Added
                </th>
                <th scope="col" className="px-2 py-3 font-medium sm:px-4">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {users.data.map((user) => {
                const self = user.id === currentUserId;
                return (
                  <tr key={user.id}>
                    <td className="px-2 py-3 sm:px-4">
                      <span className="font-medium break-all">{user.email}</span> {self && <Badge tone="brand">You</Badge>}
                    </td>
                    <td className="px-2 py-3 sm:px-4">
                      {self ? (
                        <Badge>{ROLE_INFO[user.role].label}</Badge>
                      ) : (
                        <Select
                          aria-label={`Role of ${user.email}`}
                          className="w-auto min-w-28 sm:w-40"
                          value={user.role}
                          disabled={setRole.isPending}
                          onChange={(e) =>
                            setRole.mutate(
                              { id: user.id, role: e.target.value as StudioRole },
                              {
                                onSuccess: (u) => toast.success(`${u.email} is now ${ROLE_INFO[u.role].label.toLowerCase()}.`),
                                onError: (error) => toast.error(errorMessage(error)),
                              },
                            )
                          }
                        >
                          {STUDIO_ROLES.map((role) => (
                            <option key={role} value={role}>
                              {ROLE_INFO[role].label}
                            </option>
                          ))}
                        </Select>
                      )}
                    </td>
                    <td className="hidden px-2 py-3 text-slate-600 sm:table-cell sm:px-4 dark:text-slate-400">
                      <time dateTime={user.createdAt}>{new Date(user.createdAt).toLocaleDateString()}</time>
                    </td>
                    <td className="px-2 py-3 text-right sm:px-4">
                      {!self && (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Remove ${user.email}`}
                          disabled={removeUser.isPending}
                          onClick={() => {
                            if (!window.confirm(`Remove ${user.email}? They can no longer sign in.`)) return;
                            removeUser.mutate(user.id, {
                              onSuccess: () => toast.success(`Removed ${user.email}.`),
                              onError: (error) => toast.error(errorMessage(error)),
                            });
                          }}
                        >
                          <Icon name="fa-solid fa-trash-can" />
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </Card>
    </section>
  );
}
