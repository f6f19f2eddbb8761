import { withAdmin } from "@/lib/auth/guard";
import { can } from "@/lib/common/roles";
import { jsonReply, readJson, routeId } from "@/lib/http";
import { readLineup, saveLineup } from "@/lib/players/lineup";
import { siteOrigin } from "@/lib/site-origin";
import { lineupSchema } from "@/lib/validation/players";

type Context = { params: Promise<{ id: string }> };

// An event's lineup → { eventDate, callTime, dressCode, slots, candidates, totals?, payouts?, expenses? }.
// Fees and totals only for the roles that see payments; the players' links for those who manage players.
export const GET = withAdmin<Context>("players", async (_request, { admin, ...context }) => {
  const id = await routeId(context);
  return jsonReply(await readLineup(id, { money: can(admin.role, "payments", "read"), links: can(admin.role, "players", "write"), origin: siteOrigin() }));
});

// Saves { callTime, dressCode?, slots: [{ role, playerId, fee? }] } → { lineup, warnings }: 409 for a
// player confirmed for another event that day; a player only invited elsewhere is a warning.
export const PUT = withAdmin<Context>("players", async (request, { admin, ...context }) => {
  const id = await routeId(context);
  const body = await readJson(request, lineupSchema, 16 * 1024);
  // A role that does not see fees cannot set them either: kept slots keep theirs, new ones take the usual fee.
  const money = can(admin.role, "payments", "read");
  const input = money ? body : { ...body, slots: body.slots.map(({ role, playerId }) => ({ role, playerId })) };
  const { warnings } = await saveLineup(id, input);
  return jsonReply({ lineup: await readLineup(id, { money, links: true, origin: siteOrigin() }), warnings });
});
