import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson } from "@/lib/http";
import { createPlayer, listPlayers } from "@/lib/players/players";
import { playerCreateSchema } from "@/lib/validation/players";

// The band's players (issue 63) → { players }; read by every role that reads players.
export const GET = withAdmin("players", async () => jsonReply({ players: await listPlayers() }));

// A new player { name, phone, roles, fee, notes? } → 201 { player }.
export const POST = withAdmin("players", async (request) => {
  const body = await readJson(request, playerCreateSchema, 4 * 1024);
  return jsonReply({ player: await createPlayer(body) }, { status: 201 });
});
