import { withApi } from "@/lib/http/with-api";
import { listApplicationAdTexts } from "@/lib/schemas/ad-texts";
import { listAdTextProcesses } from "@/lib/services/ad-texts";

export const GET = withApi(listApplicationAdTexts, ({ db, caller }) => listAdTextProcesses(db, { applicationId: caller!.applicationId }));
