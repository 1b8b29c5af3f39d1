/**
 * Studio roles and what each may do: plain data, shared by the BFF (which enforces it) and the
 * pages (which only hide what a role cannot use).
 */
export const STUDIO_ROLES = ["admin", "marketer", "reviewer"] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];

export const ROLE_INFO: Readonly<Record<StudioRole, { label: string; description: string }>> = {
  admin: { label: "Admin", description: "Everything, plus users, roles and the workspace." },
  marketer: { label: "Marketer", description: "Writes ad texts, runs photoshoots and answers review comments on their own work." },
  reviewer: { label: "Reviewer", description: "Approves, requests changes or rejects on the review board and shares it with clients; cannot generate." },
};

export const PERMISSIONS = {
  /** Anything that spends credits or changes ad texts. */
  write: ["admin", "marketer"],
  read: ["admin", "marketer", "reviewer"],
  admin: ["admin"],
  /** Deciding on review items, commenting on anyone's work, sharing with clients. */
  review: ["admin", "reviewer"],
} as const satisfies Record<string, readonly StudioRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function roleCan(role: StudioRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StudioRole[]).includes(role);
}

/**
 * Favorites steer what a regeneration keeps, so they belong to the process's author: a marketer
 * changes only their own, an admin anyone's (to tidy up for someone), a reviewer none.
 */
export function canChangeFavorites(role: StudioRole, ownsProcess: boolean): boolean {
  return roleCan(role, "admin") || (roleCan(role, "write") && ownsProcess);
}
