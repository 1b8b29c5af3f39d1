import { withApi } from "@/lib/http/with-api";
import { favoriteAdText } from "@/lib/schemas/ad-texts";
import { setAdTextFavorite } from "@/lib/services/ad-texts";

export const PATCH = withApi(favoriteAdText, ({ db, body, params, caller }) => setAdTextFavorite(db, caller!.applicationId, params.id, body.favorited));
