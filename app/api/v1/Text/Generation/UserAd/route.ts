import { withApi } from "@/lib/http/with-api";
import { listUserAdTexts } from "@/lib/schemas/ad-texts";
import { listAdTextProcesses } from "@/lib/services/ad-texts";

export const GET = withApi(listUserAdTexts, ({ db, query, caller }) =>
  listAdTextProcesses(db, { applicationId: caller!.applicationId, userId: query.userId, processId: query.adTextGeneratorProcessId }),
);
