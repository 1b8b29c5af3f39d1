import type { Metadata } from "next";
import { requirePageUser } from "@/lib/auth/studio-session";
import { ToolPage } from "@/components/tools/tool-page";
import { StrategiesTool } from "@/components/tools/strategies-tool";

export const metadata: Metadata = { title: "Ad strategies" };

export default async function StrategiesPage() {
  const user = await requirePageUser();
  return (
    <ToolPage user={user} title="Ad strategies" description="Ranked angles to sell the product from, each with why it suits the audience and goal.">
      <StrategiesTool />
    </ToolPage>
  );
}
