/**
 * Studio roles and what each may do: plain data, shared by the BFF (which enforces it) and the
 * pages (which only hide what a role cannot use).
 */
export const STUDIO_ROLES = ["admin", "marketer", "reviewer"] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];

export const ROLE_INFO: Readonly<Record<StudioRole, { label: string; description: string }>> = {
  admin: { label: "Admin", description: "Everything, plus users, roles and the workspace." },
  marketer: { label: "Marketer", description: "Writes ad texts and uses the text tools." },
  reviewer: { label: "Reviewer", description: "Reads the workspace's ad texts; cannot generate or change settings." },
};

export const PERMISSIONS = {
  /** Anything that spends credits or changes ad texts. */
  write: ["admin", "marketer"],
  read: ["admin", "marketer", "reviewer"],
  admin: ["admin"],
} as const satisfies Record<string, readonly StudioRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function roleCan(role: StudioRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StudioRole[]).includes(role);
}
