import { useEffect, useState } from "react";
import type { CatalogueLogo } from "#app/catalogue/types.ts";
import { useFavoriteIds } from "./favorites.ts";

type Status = "loading" | "ready" | "error";

/** The catalogue logos whose ids are in `favoriteLogos`, fetched from /api/logos. */
export function useFavoriteLogos() {
  const { ids, ready } = useFavoriteIds();
  const [logos, setLogos] = useState<CatalogueLogo[]>([]);
  const [status, setStatus] = useState<Status>("loading");
  const key = ids.join(",");

  useEffect(() => {
    if (!ready) return;
    if (key === "") {
      setLogos([]);
      setStatus("ready");
      return;
    }
    const controller = new AbortController();
    fetch(`/api/logos?ids=${key}`, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`GET /api/logos answered ${response.status}`);
        return response.json() as Promise<{ logos: CatalogueLogo[] }>;
      })
      .then((body) => {
        setLogos(body.logos);
        setStatus("ready");
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error(error);
          setStatus("error");
        }
      });
    return () => controller.abort();
  }, [key, ready]);

  return { logos, status };
}
