import { withApi } from "@/lib/http/with-api";
import { ApiError } from "@/lib/http/errors";
import { favoriteAdText } from "@/lib/schemas/ad-texts";
import { INT32, isInt32 } from "@/lib/schemas/fields";
import { setAdTextFavorite } from "@/lib/services/ad-texts";

export const PATCH = withApi(favoriteAdText, ({ db, body, params, caller }) => {
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id ?? "") || !isInt32(id)) throw ApiError.validation("id", `The id must be an integer from 0 to ${INT32.max}.`);
  return setAdTextFavorite(db, caller!.applicationId, id, body.favorited);
});
