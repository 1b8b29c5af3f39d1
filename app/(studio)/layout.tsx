import "@fortawesome/fontawesome-free/css/all.min.css";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { requirePageUser, userCan } from "@/lib/auth/studio-session";
import { getDatabase } from "@/lib/db";
import { findWorkspace } from "@/lib/db/queries/studio";
import { StudioShell } from "@/components/studio/studio-shell";
import { STUDIO_PATH_HEADER } from "@/proxy";

/** Every studio page: a verified session (else sign-in), the shell with the user's navigation. */
export default async function StudioLayout({ children }: { children: React.ReactNode }) {
  const user = await requirePageUser();
  // A reviewer writes nothing, so their "my history" is always empty: their ad texts are everyone's.
  // A page load is sent on here, before anything streams, as a real redirect; the page's own
  // redirect (inside the loading boundary) would come as a second navigation after the first
  // painted. The page keeps its check for navigations within the studio, which skip the layout.
  const path = (await headers()).get(STUDIO_PATH_HEADER)?.split("?")[0];
  if (path === "/ad-texts" && !userCan(user, "write")) redirect("/ad-texts/workspace");
  const workspace = await findWorkspace(await getDatabase());
  return (
    <StudioShell user={{ email: user.email, role: user.role }} workspaceName={workspace?.name ?? "Workspace"}>
      {children}
    </StudioShell>
  );
}
