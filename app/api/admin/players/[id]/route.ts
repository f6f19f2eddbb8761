import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson, routeId } from "@/lib/http";
import { deleteOrRetirePlayer, updatePlayer } from "@/lib/players/players";
import { playerUpdateSchema } from "@/lib/validation/players";

type Context = { params: Promise<{ id: string }> };

// Changes a player (any field; `retired` to retire or bring back) → { player }.
export const PATCH = withAdmin<Context>("players", async (request, context) => {
  const id = await routeId(context);
  const change = await readJson(request, playerUpdateSchema, 4 * 1024);
  return jsonReply({ player: await updatePlayer(id, change) });
});

// Deletes a player who never had a gig; one who had is retired → { outcome: "deleted" | "retired" }.
export const DELETE = withAdmin<Context>("players", async (_request, context) => jsonReply({ outcome: await deleteOrRetirePlayer(await routeId(context)) }));
