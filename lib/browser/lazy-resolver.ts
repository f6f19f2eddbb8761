import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodMiniType } from "zod/mini";

export type SchemaLoader = () => Promise<ZodMiniType<FieldValues, FieldValues>>;

/**
 * A react-hook-form resolver that loads zod and the form's schema on first use (the forms start
 * loading it when a visitor focuses a field). Every public page has a form, and zod would
 * otherwise be a quarter of the JavaScript a visitor downloads before they type anything.
 */
export function lazyResolver(loadSchema: SchemaLoader): Resolver<FieldValues> {
  let resolver: Promise<Resolver<FieldValues>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(([schema, { zodResolver }]) => zodResolver(schema));
    return (await resolver)(values, context, options);
  };
}
