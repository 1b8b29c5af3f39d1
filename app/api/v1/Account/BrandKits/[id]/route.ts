import { withApi } from "@/lib/http/with-api";
import { deleteBrandKit, getBrandKit, updateBrandKit } from "@/lib/schemas/brand-kits";
import { deleteBrandKitOf, getBrandKitOf, updateBrandKitOf } from "@/lib/services/brand-kits";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(getBrandKit, async ({ db, caller, params }) => getBrandKitOf(db, caller, params.id));

export const PUT = withApi(updateBrandKit, async ({ db, caller, params, body }) => updateBrandKitOf(db, caller, params.id, body));

export const DELETE = withApi(deleteBrandKit, async ({ db, caller, params }) => deleteBrandKitOf(db, caller, params.id));

// Any other method: 405 in the contract's body.
export const { POST, PATCH } = refuseOtherMethods("GET", "PUT", "DELETE");
