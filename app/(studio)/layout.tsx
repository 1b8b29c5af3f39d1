import "@fortawesome/fontawesome-free/css/all.min.css";
import { requirePageUser } from "@/lib/auth/studio-session";
import { getDatabase } from "@/lib/db";
import { findWorkspace } from "@/lib/db/queries/studio";
import { StudioShell } from "@/components/studio/studio-shell";

/** Every studio page: a verified session (else sign-in), the shell with the user's navigation. */
export default async function StudioLayout({ children }: { children: React.ReactNode }) {
  const user = await requirePageUser();
  const workspace = await findWorkspace(await getDatabase());
  return (
    <StudioShell user={{ email: user.email, role: user.role }} workspaceName={workspace?.name ?? "Workspace"}>
      {children}
    </StudioShell>
  );
}
