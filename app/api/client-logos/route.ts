import { publicClientLogos } from "@/lib/client-logos/logos";
import { withErrorNet } from "@/lib/error-net";
import { jsonReply } from "@/lib/http";

// Public: the eight slots as { slot, name, imageUrl, sizePercent }, read fresh on every call
// (an open page asks again when the managers announce a change).
export const GET = withErrorNet(async () => {
  return jsonReply(await publicClientLogos());
});
