import { z } from 'zod';
import { defineOperation } from './operation';

/** An old address of the API, how often it was called, and where its callers should go instead. */
export const deprecatedAddressSchema = z.object({
  /** "METHOD /path", as callers send it (parameters as `:name`). */
  address: z.string(),
  /** The address that answers in its place, or null when it answers for several. */
  successor: z.string().nullable(),
  callsLast30Days: z.number().int(),
  callsTotal: z.number().int(),
  lastCalledAt: z.string().nullable(),
});
export type DeprecatedAddress = z.infer<typeof deprecatedAddressSchema>;

export const deprecatedAddressesSchema = z.object({
  /** When the old addresses stop answering (the Sunset header they send). */
  sunset: z.string(),
  addresses: z.array(deprecatedAddressSchema),
});
export type DeprecatedAddresses = z.infer<typeof deprecatedAddressesSchema>;

export const listDeprecatedAddresses = defineOperation({
  id: 'listDeprecatedAddresses',
  method: 'GET',
  path: '/api/admin/deprecated-addresses',
  summary: "List the API's old addresses with how often each is still called",
  tag: 'compat',
  answers: { 200: deprecatedAddressesSchema },
});
