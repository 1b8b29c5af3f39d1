import { withApi } from "@/lib/http/with-api";
import { createBrandKit, listBrandKits } from "@/lib/schemas/brand-kits";
import { createBrandKitFor, listBrandKitsOf } from "@/lib/services/brand-kits";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(listBrandKits, async ({ db, caller }) => listBrandKitsOf(db, caller));

export const POST = withApi(createBrandKit, async ({ db, caller, body }) => createBrandKitFor(db, caller, body));

// Any other method: 405 in the contract's body.
export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
