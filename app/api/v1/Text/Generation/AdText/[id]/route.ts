import { withApi } from "@/lib/http/with-api";
import { ApiError } from "@/lib/http/errors";
import { favoriteAdText } from "@/lib/schemas/ad-texts";
import { setAdTextFavorite } from "@/lib/services/ad-texts";

export const PATCH = withApi(favoriteAdText, ({ db, body, params, caller }) => {
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id ?? "") || !Number.isSafeInteger(id)) throw ApiError.validation("id", "The id must be an integer.");
  return setAdTextFavorite(db, caller!.applicationId, id, body.favorited);
});
