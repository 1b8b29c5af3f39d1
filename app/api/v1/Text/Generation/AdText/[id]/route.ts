import { withApi } from "@/lib/http/with-api";
import { favoriteAdText } from "@/lib/schemas/ad-texts";
import { setAdTextFavorite } from "@/lib/services/ad-texts";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const PATCH = withApi(favoriteAdText, ({ db, body, params, caller }) => setAdTextFavorite(db, caller.applicationId, params.id, body.favorited));

// Any other method: 405 in the contract's body.
export const { GET, POST, PUT, DELETE } = refuseOtherMethods("PATCH");
