import "server-only";
/** Whether a Prisma error is a unique constraint refusing a second row (P2002): a race or a duplicate, not a fault. */
export const isUniqueViolation = (error: unknown) => typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
