import { nextAuthHandler } from "@/lib/auth/nextauth-handler";

export { nextAuthHandler as GET, nextAuthHandler as POST };
