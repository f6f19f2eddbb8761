import { nextAuthHandler } from "@/lib/auth/nextauth-handler";
import { withErrorNet } from "@/lib/error-net";

const handler = withErrorNet(nextAuthHandler);

export { handler as GET, handler as POST };
